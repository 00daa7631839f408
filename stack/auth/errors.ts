// Development stand-in for Supabase Auth (GoTrue): its error format. With the request header X-Supabase-Api-Version
// (>= 2024-01-01, always sent by auth-js) an error is `{code, message}` and the response echoes the header; without
// it the legacy `{code: <status>, error_code, msg}`. Both carry `x-sb-error-code`.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = '2024-01-01';

/** An error answered the way GoTrue answers it. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level fields of the body, e.g. `weak_password: {reasons}`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The OAuth-shaped error a few token paths still use: `{error, error_description}`, always HTTP 400. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);

/** Whether the request asked for the 2024-01-01 error format (a date on or after it, as GoTrue parses it). */
function wantsApiVersion2024(c: Context): boolean {
  const value = c.req.header(API_VERSION_HEADER);
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return value >= API_VERSION_2024;
}

export function errorResponse(c: Context, error: unknown): Response {
  if (error instanceof OAuthError) {
    return c.json({ error: error.error, error_description: error.description }, 400);
  }
  const known =
    error instanceof AuthError
      ? error
      : new AuthError(
          500,
          'unexpected_failure',
          'Unexpected failure, please check server logs for more information',
        );
  const headers: Record<string, string> = { 'x-sb-error-code': known.code };
  let body: Record<string, unknown>;
  if (wantsApiVersion2024(c)) {
    headers[API_VERSION_HEADER] = API_VERSION_2024;
    body = { code: known.code, message: known.message, ...known.extra };
  } else {
    body = { code: known.status, error_code: known.code, msg: known.message, ...known.extra };
  }
  return c.json(body, known.status as ContentfulStatusCode, headers);
}
