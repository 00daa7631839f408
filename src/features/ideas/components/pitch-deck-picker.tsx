// Choosing a pitch deck (.pdf, .ppt, .pptx, up to 10MB as the hint says), with the upload's progress.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
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
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          component="label"
          // A label, not a second button around the file input (axe: nested-interactive); the input itself
          // takes the focus, as in MUI's file-upload pattern.
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled}
          sx={{ '&:focus-within': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' } }}
        >
          {file ? 'Change File' : 'Choose File'}
          {/* Visually hidden but focusable, so the picker works from the keyboard. */}
          <Box
            component="input"
            type="file"
            accept={PITCH_DECK_TYPES}
            aria-label={label}
            aria-describedby={hintId}
            disabled={disabled}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
              onChange(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
            sx={{
              position: 'absolute',
              width: 1,
              height: 1,
              opacity: 0,
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
            }}
          />
        </Button>
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
      {progress !== null && (
        <Box>
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label="Upload progress"
          />
          <Typography variant="caption" color="text.secondary">
            Uploading... {Math.round(progress * 100)}%
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
