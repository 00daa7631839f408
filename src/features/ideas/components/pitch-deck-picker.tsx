// Choosing a pitch deck (.pdf, .ppt, .pptx, up to 10MB as the hint says), with the upload's progress.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FilePickerButton } from '@/components/ui/file-picker-button';
import { UploadProgress } from '@/components/ui/upload-progress';
import { IDEA_FIELD_HINTS, PITCH_DECK_TYPES } from '@/features/ideas/schemas/idea-form';

interface PitchDeckPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  /** Upload progress from 0 to 1 while a request runs, else null. */
  progress: number | null;
  label?: string;
  disabled?: boolean;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function PitchDeckPicker({
  file,
  onChange,
  error,
  progress,
  label = 'Pitch deck file',
  disabled,
}: PitchDeckPickerProps) {
  const hintId = useId();
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FilePickerButton
          label={label}
          accept={PITCH_DECK_TYPES}
          describedBy={hintId}
          disabled={disabled}
          startIcon={<UploadFileIcon />}
          onFile={onChange}
        >
          {file ? 'Change File' : 'Choose File'}
        </FilePickerButton>
        {file && (
          <>
            <Typography variant="body2">
              {file.name} ({megabytes(file.size)})
            </Typography>
            <Button size="small" color="inherit" onClick={() => onChange(null)} disabled={disabled}>
              Remove File
            </Button>
          </>
        )}
      </Stack>
      <FormHelperText id={hintId} error={Boolean(error)} sx={{ mx: 0 }}>
        {error ?? IDEA_FIELD_HINTS.pitchDeck}
      </FormHelperText>
      {progress !== null && <UploadProgress progress={progress} />}
    </Stack>
  );
}
