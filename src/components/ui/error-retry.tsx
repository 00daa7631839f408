// A failed load, said in an error alert with a 'Try Again' button that asks again. The button is disabled while
// the new attempt is under way when the caller says so.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface ErrorRetryProps {
  onRetry: () => void;
  retrying?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

export function ErrorRetry({ onRetry, retrying = false, sx, children }: ErrorRetryProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          Try Again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
