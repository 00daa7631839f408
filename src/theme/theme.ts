import type { Theme } from '@mui/material/styles';
import createTheme from '@mui/material/styles/createThemeNoVars';

export type ThemeMode = 'light' | 'dark';

/** The mode index.html resolved before React loaded (localStorage `theme`, else the system preference). */
export function initialThemeMode(): ThemeMode {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function createAppTheme(mode: ThemeMode): Theme {
  return createTheme({
    palette: {
      mode,
      // Text on filled colours (chips, buttons) is white only where white reaches WCAG AA's 4.5:1, else dark:
      // MUI's default threshold of 3 put white on the orange and light-blue category badges.
      contrastThreshold: 4.5,
      primary: { main: mode === 'dark' ? '#90caf9' : '#1565c0' },
      secondary: { main: mode === 'dark' ? '#ffb74d' : '#ef6c00' },
      // MUI's light-mode info blue (#0288d1, 3.9:1 on white) and warning orange (#ed6c02, 3.1:1) are too faint
      // for text such as outlined chips; these reach WCAG AA's 4.5:1.
      info: { main: mode === 'dark' ? '#29b6f6' : '#0277bd' },
      warning: { main: mode === 'dark' ? '#ffa726' : '#b85000' },
    },
    shape: { borderRadius: 8 },
    components: {
      // Titles, comments, reasons, names and tags are typed by people, and one word can be wider than its box (a
      // URL, a pasted hash): it breaks instead of pushing the page sideways. Set once on the body, every element
      // inherits it; 'anywhere' rather than 'break-word' also lets flex and grid items shrink around such a word.
      MuiCssBaseline: { styleOverrides: { body: { overflowWrap: 'anywhere' } } },
    },
  });
}
