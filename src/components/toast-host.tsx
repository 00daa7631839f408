// notistack's container with the app's settings, loaded with the first toast (components/toast.tsx).
import { styled } from '@mui/material/styles';
import { enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachToastHost } from '@/components/toast';

/**
 * notistack's own green, orange and blue put white text at 2.2-3.1:1; these reach WCAG AA's 4.5:1 (the red
 * already does).
 */
const Toast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#b85000' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0277bd' },
});
const TOASTS = { default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast };

export default function ToastHost() {
  // notistack's enqueueSnackbar reaches the provider below once it is mounted.
  useEffect(() => attachToastHost((message, options) => void enqueueSnackbar(message, options)), []);
  return (
    <SnackbarProvider
      maxSnack={20}
      autoHideDuration={4000}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      Components={TOASTS}
    />
  );
}
