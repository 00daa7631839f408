import { createTheme, type Theme } from '@mui/material/styles';

export type ThemeMode = 'light' | 'dark';

/** The mode index.html resolved before React loaded (localStorage `theme`, else the system preference). */
export function initialThemeMode(): ThemeMode {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function createAppTheme(mode: ThemeMode): Theme {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'dark' ? '#90caf9' : '#1565c0' },
      secondary: { main: mode === 'dark' ? '#ffb74d' : '#ef6c00' },
    },
    shape: { borderRadius: 8 },
  });
}
