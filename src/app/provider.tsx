// Everything the screens rely on: theme, data cache, toasts (top right, notistack), the Auth session.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/toast';
import { SessionProvider } from '@/lib/auth/session-provider';
import { ThemeModeProvider } from '@/theme/theme-mode';

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeModeProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
        <Toaster />
      </QueryClientProvider>
    </ThemeModeProvider>
  );
}
