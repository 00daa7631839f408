// The check that the routes an app mounts are exactly those routes/contracts.ts lists.
import { openApiPath, ROUTES } from './contracts.ts';

/** `METHOD /path` of each route mounted but not listed, or listed but not mounted. */
export function undeclaredRoutes(mounted: readonly { method: string; path: string }[]): string[] {
  // Middleware is mounted for every method ('ALL'); the catch-all answers 404 and 405.
  const actual = new Set(
    mounted.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${openApiPath(route.path)}`),
  );
  const listed = new Set(ROUTES.map((listed) => `${listed.route.method} ${listed.path}`));
  return [...[...actual].filter((route) => !listed.has(route)), ...[...listed].filter((route) => !actual.has(route))];
}
