// The check that the routes an app mounts are exactly those routes/contracts.ts lists.
import { ROUTES } from './contracts.ts';

/** `METHOD /path` of each route mounted but not listed, or listed but not mounted. */
export function undeclaredRoutes(mounted: readonly { method: string; path: string }[]): string[] {
  const key = (method: string, path: string) => `${method} ${path.replace(/\/+$/, '').replace(/:([A-Za-z]+)/g, '{$1}')}`;
  // Middleware is mounted for every method ('ALL'); the catch-all answers 404 and 405.
  const actual = new Set(mounted.filter((route) => route.method !== 'ALL').map((route) => key(route.method, route.path)));
  const listed = new Set(ROUTES.map((listed) => key(listed.route.method, listed.path)));
  return [...[...actual].filter((route) => !listed.has(route)), ...[...listed].filter((route) => !actual.has(route))];
}
