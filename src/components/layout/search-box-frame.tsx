// The look of the header's search box, shared by the box itself (header-search.tsx, loaded just after the first
// load) and the stand-in the header shows until that code is there, so nothing moves or changes colour between.
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export function SearchBoxFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        width: '100%',
        borderRadius: 1,
        bgcolor: alpha(theme.palette.text.primary, 0.06),
        '&:focus-within': { bgcolor: alpha(theme.palette.text.primary, 0.1) },
      })}
    >
      <SearchIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
      {children}
    </Box>
  );
}

/** The box before its code has arrived: its frame and placeholder text, not focusable, hidden from screen readers. */
export function SearchBoxPlaceholder({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box aria-hidden sx={sx}>
      <SearchBoxFrame>
        <Box sx={{ typography: 'body1', py: 1, color: 'text.secondary', whiteSpace: 'nowrap' }}>
          Search ideas...
        </Box>
      </SearchBoxFrame>
    </Box>
  );
}
