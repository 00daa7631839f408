import { useState } from 'react';
import { flushSync } from 'react-dom';
import { RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRouter } from '@/app/router';

export function App() {
  const [router] = useState(createRouter);
  return (
    <AppProvider>
      {/* What react-router/dom's RouterProvider adds: navigations asking for `flushSync` render at once. */}
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </AppProvider>
  );
}
