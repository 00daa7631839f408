// The palette's colours with what MUI's createTheme would compute from each main colour (light, dark and the text
// on it) written out, so creating the theme as the app starts computes none of them (each is a colour parse and a
// contrast ratio on a throttled phone's first task). palette.test.ts checks MUI computes exactly these from
// MAIN_COLOURS, so the two cannot drift apart.
import type { PaletteOptions } from '@mui/material/styles';
import type { ThemeMode } from '@/theme/theme';

// Text on filled colours (chips, buttons) is white only where white reaches WCAG AA's 4.5:1, else dark: MUI's
// default threshold of 3 put white on the orange and light-blue category badges.
export const CONTRAST_THRESHOLD = 4.5;

interface PaletteColour {
  main: string;
  light: string;
  dark: string;
  contrastText: string;
}

type ColourName = 'primary' | 'secondary' | 'error' | 'warning' | 'info' | 'success';

/** What the theme chooses: a main colour per mode (error and success are MUI's own). */
export const MAIN_COLOURS: Record<ThemeMode, Partial<Record<ColourName, { main: string }>>> = {
  light: {
    primary: { main: '#1565c0' },
    secondary: { main: '#ef6c00' },
    // MUI's light-mode info blue (#0288d1, 3.9:1 on white) and warning orange (#ed6c02, 3.1:1) are too faint
    // for text such as outlined chips; these reach WCAG AA's 4.5:1.
    info: { main: '#0277bd' },
    warning: { main: '#b85000' },
  },
  dark: {
    primary: { main: '#90caf9' },
    secondary: { main: '#ffb74d' },
    info: { main: '#29b6f6' },
    warning: { main: '#ffa726' },
  },
};

const DARK_TEXT = 'rgba(0, 0, 0, 0.87)';

const COLOURS: Record<ThemeMode, Record<ColourName, PaletteColour>> = {
  light: {
    primary: { main: '#1565c0', light: 'rgb(67, 131, 204)', dark: 'rgb(14, 70, 134)', contrastText: '#fff' },
    secondary: {
      main: '#ef6c00',
      light: 'rgb(242, 137, 51)',
      dark: 'rgb(167, 75, 0)',
      contrastText: DARK_TEXT,
    },
    error: { main: '#d32f2f', light: '#ef5350', dark: '#c62828', contrastText: '#fff' },
    warning: { main: '#b85000', light: 'rgb(198, 115, 51)', dark: 'rgb(128, 56, 0)', contrastText: '#fff' },
    info: { main: '#0277bd', light: 'rgb(52, 146, 202)', dark: 'rgb(1, 83, 132)', contrastText: '#fff' },
    success: { main: '#2e7d32', light: '#4caf50', dark: '#1b5e20', contrastText: '#fff' },
  },
  dark: {
    primary: {
      main: '#90caf9',
      light: 'rgb(166, 212, 250)',
      dark: 'rgb(100, 141, 174)',
      contrastText: DARK_TEXT,
    },
    secondary: {
      main: '#ffb74d',
      light: 'rgb(255, 197, 112)',
      dark: 'rgb(178, 128, 53)',
      contrastText: DARK_TEXT,
    },
    error: { main: '#f44336', light: '#e57373', dark: '#d32f2f', contrastText: DARK_TEXT },
    warning: {
      main: '#ffa726',
      light: 'rgb(255, 184, 81)',
      dark: 'rgb(178, 116, 26)',
      contrastText: DARK_TEXT,
    },
    info: { main: '#29b6f6', light: 'rgb(83, 196, 247)', dark: 'rgb(28, 127, 172)', contrastText: DARK_TEXT },
    success: { main: '#66bb6a', light: '#81c784', dark: '#388e3c', contrastText: DARK_TEXT },
  },
};

export function paletteOptions(mode: ThemeMode): PaletteOptions {
  return { mode, contrastThreshold: CONTRAST_THRESHOLD, ...COLOURS[mode] };
}
