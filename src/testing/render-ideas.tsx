// Renders pages of the ideas, ratings and profiles features through the shared test renderer (theme, data cache,
// toasts, the Auth session, a memory router). With `user`, a session for that user is put in local storage where
// supabase-js reads it; the test's `GET /me` stub then answers the user's profile, so useCurrentUser() sees
// them signed in. The pages the screens navigate to ('/', '/login', '/profile') render 'Page <path>' headings.
import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, vi } from 'vitest';
import type { Me } from '@schemas/profiles.ts';
import { renderWithProviders } from '@/testing/render';
import { storeSession } from '@/testing/session';

afterEach(() => {
  // Unmounted first: a form going away saves its draft, which must not outlive the test.
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

interface RenderOptions {
  /** The route under test, e.g. '/idea/:id', and the URL to open, e.g. '/idea/123'. */
  path: string;
  url: string;
  /** Other routes the page may navigate to. */
  otherRoutes?: RouteObject[];
  user?: Me;
}

export function renderRoute(element: ReactElement, { path, url, otherRoutes = [], user }: RenderOptions) {
  if (user) storeSession({ id: user.uid, email: user.email });
  const taken = new Set([path, ...otherRoutes.map((route) => route.path)]);
  const landings = ['/', '/login', '/profile']
    .filter((landing) => !taken.has(landing))
    .map((landing): RouteObject => ({ path: landing, element: <h1>{`Page ${landing}`}</h1> }));
  return renderWithProviders(element, { route: url, path, routes: [...otherRoutes, ...landings] });
}
