// Uploading an avatar on /profile/edit: the file is checked by its first bytes and its size before anything is
// sent, cropped to a square and scaled down in the browser, uploaded with its progress shown, and the profile's
// avatar URL set to the picture's public URL. Typing an avatar URL still works beside it.
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useSnackbar } from '@/components/toast';
import { FilePickerButton } from '@/components/ui/file-picker-button';
import { UploadProgress } from '@/components/ui/upload-progress';
import { useUploadAvatar } from '@/features/profiles/api/upload-avatar';
import { AVATAR_ACCEPT, AVATAR_TEXTS, avatarFileProblem } from '@/features/profiles/utils/avatar-image';

interface AvatarPickerProps {
  userId: string;
  /** The avatar URL now saved on the profile. */
  onUploaded: (avatarUrl: string) => void;
  disabled?: boolean;
}

export function AvatarPicker({ userId, onUploaded, disabled }: AvatarPickerProps) {
  const hintId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const uploadAvatar = useUploadAvatar();
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function choose(file: File | null) {
    if (!file) return;
    setError(null);
    const problem = await avatarFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setProgress(0);
    uploadAvatar.mutate(
      { userId, file, onProgress: setProgress },
      {
        onSuccess: (me) => {
          setProgress(null);
          onUploaded(me.avatar);
          enqueueSnackbar('Avatar updated.', { variant: 'success' });
        },
        onError: (failure) => {
          setProgress(null);
          setError(failure.message);
        },
      },
    );
  }

  const busy = disabled || uploadAvatar.isPending;
  return (
    <Stack spacing={1}>
      <div>
        <FilePickerButton
          label="Avatar picture"
          accept={AVATAR_ACCEPT}
          describedBy={hintId}
          disabled={busy}
          startIcon={<PhotoCameraIcon />}
          onFile={(file) => void choose(file)}
        >
          {uploadAvatar.isPending ? 'Uploading...' : 'Upload Picture'}
        </FilePickerButton>
      </div>
      <FormHelperText id={hintId} error={Boolean(error)} sx={{ mx: 0 }} role={error ? 'alert' : undefined}>
        {error ?? AVATAR_TEXTS.hint}
      </FormHelperText>
      {progress !== null && <UploadProgress progress={progress} />}
    </Stack>
  );
}
