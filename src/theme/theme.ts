import type { Theme } from '@mui/material/styles';
import createTheme from '@mui/material/styles/createThemeNoVars';
import { paletteOptions } from '@/theme/palette';

export type ThemeMode = 'light' | 'dark';

/** The mode index.html resolved before React loaded (localStorage `theme`, else the system preference). */
export function initialThemeMode(): ThemeMode {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function createAppTheme(mode: ThemeMode): Theme {
  return createTheme({
    palette: paletteOptions(mode),
    shape: { borderRadius: 8 },
    components: {
      // Titles, comments, reasons, names and tags are typed by people, and one word can be wider than its box (a
      // URL, a pasted hash): it breaks instead of pushing the page sideways. Set once on the body, every element
      // inherits it; 'anywhere' rather than 'break-word' also lets flex and grid items shrink around such a word.
      MuiCssBaseline: { styleOverrides: { body: { overflowWrap: 'anywhere' } } },
      // ...except a badge's count: it sits in a box as wide as the bell, and '28' broke into '2' over '8'.
      MuiBadge: { styleOverrides: { badge: { whiteSpace: 'nowrap' } } },
    },
  });
}
