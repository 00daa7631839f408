// Everything the screens rely on: theme, data cache, toasts (top right, notistack), the Auth session.
import { styled } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useState, type ReactNode } from 'react';
import { SessionProvider } from '@/features/auth/session-provider';
import { createQueryClient } from '@/lib/query-client';
import { ThemeModeProvider } from '@/theme/theme-mode';

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

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeModeProvider>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={20}
          autoHideDuration={4000}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          Components={TOASTS}
        >
          <SessionProvider>{children}</SessionProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeModeProvider>
  );
}
