// Two files of @mui/material that its package does not export, reached through vite.config.ts's alias: the theme
// and its provider without CSS variables.
declare module '@mui/material/styles/createThemeNoVars' {
  import type { Theme, ThemeOptions } from '@mui/material/styles';

  export default function createThemeNoVars(options?: ThemeOptions): Theme;
}

declare module '@mui/material/styles/ThemeProviderNoVars' {
  import type { Theme } from '@mui/material/styles';
  import type { ReactNode } from 'react';

  export default function ThemeProviderNoVars(props: { theme: Theme; children?: ReactNode }): ReactNode;
}
