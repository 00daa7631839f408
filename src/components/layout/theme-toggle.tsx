// Switches between the light and the dark theme; the choice is remembered (useThemeMode stores it).
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';
import { useThemeMode } from '@/theme/theme-mode';

export function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <LazyTooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label}>
        {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </LazyTooltip>
  );
}
