// An upload's progress under the control that started it (pitch decks, avatars).
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** `progress`: from 0 to 1. */
export function UploadProgress({ progress }: { progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <Box>
      <LinearProgress variant="determinate" value={percent} aria-label="Upload progress" />
      <Typography variant="caption" color="textSecondary">
        Uploading... {percent}%
      </Typography>
    </Box>
  );
}
