// The frame of a published page's waitlist form, shared by the form and by the placeholder that holds its place
// while the form's code loads (./public-landing-page.tsx).
import type { SxProps, Theme } from '@mui/material/styles';

export const waitlistFrameSx = {
  bgcolor: 'background.paper',
  color: 'text.primary',
  p: 2.5,
  borderRadius: 2,
  maxWidth: 520,
  minHeight: 200,
} satisfies SxProps<Theme>;
