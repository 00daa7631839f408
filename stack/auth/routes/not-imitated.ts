// Development stand-in for Supabase Auth (GoTrue): what answers a request no route of the stand-in takes.
// GoTrue's own router answers an unknown path with a plain-text "404 page not found"; supabase-js cannot read
// that as an error (it reports a JSON parse failure). A path GoTrue does serve but the stand-in does not imitate
// (a magic link, an invite, MFA, SSO ...) therefore answers HTTP 404, the status GoTrue gives a path it lacks,
// with a GoTrue-style JSON body that supabase-js reads into an AuthApiError with the code `not_implemented`.
// Not a 5xx: auth-js takes every 5xx (501 included) for a network failure worth retrying and drops the body, so
// the code would be lost. The code is deliberately none of GoTrue's, so no app mistakes it for a real answer.
// stack/auth/README.md lists what is imitated.
import type { Hono } from 'hono';
import { AuthError, errorResponse } from '../errors.ts';

/** The first segment of every path GoTrue serves. */
const GOTRUE_ROUTES = new Set([
  '.well-known',
  'admin',
  'authorize',
  'callback',
  'factors',
  'health',
  'invite',
  'logout',
  'magiclink',
  'oauth',
  'otp',
  'passkeys',
  'reauthenticate',
  'recover',
  'resend',
  'saml',
  'settings',
  'signup',
  'sso',
  'token',
  'user',
  'verify',
]);

export function notImitated(app: Hono): void {
  app.notFound((c) => {
    const first = c.req.path.split('/')[1] ?? '';
    if (!GOTRUE_ROUTES.has(first)) return c.text('404 page not found', 404);
    const error = new AuthError(
      404,
      'not_implemented',
      `${c.req.method} /auth/v1${c.req.path} is not imitated by the local Auth stand-in (see stack/auth/README.md)`,
    );
    return errorResponse(c, error);
  });
}
