// Everything the screens rely on: theme, data cache (reset when the account changes), toasts (notistack; placed by
// components/toast-host.tsx), the Auth session.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/toast';
import { ForgetPreviousUser } from '@/lib/auth/forget-previous-user';
import { SessionProvider } from '@/lib/auth/session-provider';
import { ThemeModeProvider } from '@/theme/theme-mode';

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeModeProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <ForgetPreviousUser />
          {children}
        </SessionProvider>
        <Toaster />
      </QueryClientProvider>
    </ThemeModeProvider>
  );
}
