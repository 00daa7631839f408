// Placeholder footer: replaced by the real one.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function Footer() {
  return (
    <Box component="footer" sx={{ py: 3, textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        © 2025 Ideaboard. All rights reserved.
      </Typography>
    </Box>
  );
}
