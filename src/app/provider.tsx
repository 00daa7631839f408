// Everything the screens rely on: theme, data cache, toasts (top right, notistack), the Auth session.
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useState, type ReactNode } from 'react';
import { SessionProvider } from '@/features/auth/session-provider';
import { createQueryClient } from '@/lib/query-client';
import { ThemeModeProvider } from '@/theme/theme-mode';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeModeProvider>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={20}
          autoHideDuration={4000}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <SessionProvider>{children}</SessionProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeModeProvider>
  );
}
