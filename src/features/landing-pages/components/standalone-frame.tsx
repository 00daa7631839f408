// The frame of a published landing page: the founder's own page, in its own colours from edge to edge of the
// window, with nothing of Ideaboard but a small mark at the foot that links to it.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import type { pageColours } from '@/features/landing-pages/components/page-colours';

type Colours = Pick<ReturnType<typeof pageColours>, 'background' | 'text' | 'muted'>;

/** Without colours (while the page loads, or when it cannot be shown): the app's own scheme. */
export function StandaloneFrame({ colours, children }: { colours?: Colours; children: ReactNode }) {
  return (
    <Box
      data-testid="standalone-page"
      data-standalone=""
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        '@supports (min-height: 100dvh)': { minHeight: '100dvh' },
        bgcolor: colours?.background ?? 'background.default',
        color: colours?.text ?? 'text.primary',
      }}
    >
      <Box component="main" sx={{ flex: 1 }}>
        {children}
      </Box>
      <Box component="footer" sx={{ py: 2, textAlign: 'center' }}>
        <Link
          component={RouterLink}
          to={paths.home.getHref()}
          variant="body2"
          sx={{ color: colours?.muted ?? 'text.secondary', textDecorationColor: 'currentColor' }}
        >
          Made with Ideaboard
        </Link>
      </Box>
    </Box>
  );
}
