// Where a member goes back to after signing in: the page that sent them to /login. It travels in the router's
// location state and, across the confirmation e-mail, as `?next=` of the welcome page, so it is checked before use:
// only a path of this site, never another origin ('//evil.example', '/\evil.example', 'https://...').
import { paths } from '@/config/paths';

export interface ReturnState {
  from?: string;
}

/** `candidate` if it is a path of this site (with its query and fragment), else undefined. */
export function safeReturnPath(candidate: unknown): string | undefined {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return undefined;
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return undefined;
  try {
    const base = window.location.origin;
    const url = new URL(candidate, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/** The checked return path in a location state (`{ from }`), if any. */
export function returnPathOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  return safeReturnPath((state as ReturnState).from);
}

/**
 * The state that brings a member back to `location` after signing in, kept when they are already on /login (a guard
 * sent them there first with the page they came from).
 */
export function returnStateFor(location: { pathname: string; search: string; state: unknown }): ReturnState {
  if (location.pathname === paths.login.path) return { from: returnPathOf(location.state) };
  return { from: safeReturnPath(`${location.pathname}${location.search}`) };
}
