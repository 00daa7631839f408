// A button that opens the file chooser (pitch decks, avatars). A label, not a second button around the file input
// (axe: nested-interactive); the input itself takes the focus, as in MUI's file-upload pattern.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

interface FilePickerButtonProps {
  children: ReactNode;
  /** The input's accessible name. */
  label: string;
  accept: string;
  onFile: (file: File | null) => void;
  describedBy?: string;
  disabled?: boolean;
  startIcon?: ReactNode;
}

export function FilePickerButton({
  children,
  label,
  accept,
  onFile,
  describedBy,
  disabled,
  startIcon,
}: FilePickerButtonProps) {
  return (
    <Button
      component="label"
      role={undefined}
      tabIndex={-1}
      variant="outlined"
      startIcon={startIcon}
      disabled={disabled}
      sx={{ '&:focus-within': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' } }}
    >
      {children}
      {/* Visually hidden but focusable, so the picker works from the keyboard. */}
      <Box
        component="input"
        type="file"
        accept={accept}
        aria-label={label}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          onFile(event.target.files?.[0] ?? null);
          // The same file chosen again is a change again.
          event.target.value = '';
        }}
        sx={{
          position: 'absolute',
          width: 1,
          height: 1,
          opacity: 0,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      />
    </Button>
  );
}
