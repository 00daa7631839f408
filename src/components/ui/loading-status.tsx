// A list's first load, said in words beside a spinner: the admin panels and the roadmap editor share it, so their
// loading states look and read alike (the status role lets a screen reader announce it).
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function LoadingStatus({ text }: { text: string }) {
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ justifyContent: 'center', py: 6 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{text}</Typography>
    </Stack>
  );
}
