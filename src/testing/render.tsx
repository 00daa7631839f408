// Renders a screen the way the app does (theme, data cache, toasts, Auth session) inside a memory router, so
// tests can follow navigation through `router.state.location`.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { Toaster } from '@/components/toast';
import { SessionProvider } from '@/lib/auth/session-provider';
import { ThemeModeProvider } from '@/theme/theme-mode';

/** As the app's (src/lib/query-client.ts) where it matters: a part mounted later reads the cache, not the API. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime: 300_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

interface RenderOptions {
  /** The URL the router starts at (with a location state, if need be). */
  route?: InitialEntry;
  /** The route pattern `ui` is mounted at (default: every path). */
  path?: string;
  /** Further routes, e.g. the pages a screen links to. */
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { route = '/', path = '*', routes = [], queryClient = createTestQueryClient() } = options;
  const router = createMemoryRouter(
    [
      { path, element: ui },
      ...routes,
      ...(path === '*' ? [] : [{ path: '*', element: <div data-testid="other-route" /> }]),
    ],
    { initialEntries: [route] },
  );
  const user = userEvent.setup();
  const result = render(
    <ThemeModeProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
        <Toaster />
      </QueryClientProvider>
    </ThemeModeProvider>,
  );
  return { ...result, router, queryClient, user };
}
