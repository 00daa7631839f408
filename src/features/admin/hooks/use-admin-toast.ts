// The admin area's toasts (docs/product-spec.md sections 8 and 9): success and information for 3 s, errors for 5 s.
import { useMemo } from 'react';
import { useSnackbar } from '@/components/toast';

export const ADMIN_TOAST_SUCCESS_MS = 3000;
export const ADMIN_TOAST_ERROR_MS = 5000;

export function useAdminToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: string) =>
        enqueueSnackbar(message, { variant: 'success', autoHideDuration: ADMIN_TOAST_SUCCESS_MS }),
      info: (message: string) =>
        enqueueSnackbar(message, { variant: 'info', autoHideDuration: ADMIN_TOAST_SUCCESS_MS }),
      error: (message: string) =>
        enqueueSnackbar(message, { variant: 'error', autoHideDuration: ADMIN_TOAST_ERROR_MS }),
    }),
    [enqueueSnackbar],
  );
}
