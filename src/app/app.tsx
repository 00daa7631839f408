import { useState } from 'react';
import { flushSync } from 'react-dom';
import { RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRouter } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

export function App() {
  // One data cache for the screens and for the route loaders that start their first requests.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createRouter(queryClient));
  return (
    <AppProvider queryClient={queryClient}>
      {/* What react-router/dom's RouterProvider adds: navigations asking for `flushSync` render at once. */}
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </AppProvider>
  );
}
