// One error shape for every answer: { success: false, message, code, details? } with an honest status.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Seconds to wait before trying again: a limit's refusal sends them as Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new ApiError(400, 'bad_request', message, details);
export const unauthorized = (message = 'Your session is not valid. Please sign in again.') =>
  new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this.') => new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);
export const conflict = (message: string, code = 'conflict') => new ApiError(409, code, message);
/** The token verifies but its user was deleted (GoTrue says user_not_found too). */
export const accountGone = () => new ApiError(403, 'user_not_found', 'Your account no longer exists.');
export const invalid = (details: Record<string, string[]>) =>
  new ApiError(422, 'validation_failed', 'Some fields are not valid.', details);

interface PostgresError {
  code?: string;
  message?: string;
  constraint_name?: string;
  column_name?: string;
  detail?: string;
  hint?: string;
}

const CONSTRAINT_MESSAGES: Record<string, string> = {
  ratings_one_per_user_per_idea: 'You have already rated this idea.',
  reports_one_per_member_per_target: 'You have already reported this.',
  landing_pages_slug_key: 'That address is already taken. Please choose another.',
};

/** Foreign keys to the caller's own profile (rows are written as the caller): violated only by a deleted user. */
const CALLER_KEYS = new Set([
  'ideas_author_id_fkey',
  'ratings_user_id_fkey',
  'reports_reporter_id_fkey',
  'ideas_reviewed_by_fkey',
  'landing_pages_owner_id_fkey',
  'idempotency_keys_caller_fkey',
]);

/** Maps a Postgres error to the answer a caller should see; anything unexpected becomes a bare 500. */
export function fromPostgres(error: unknown): ApiError {
  const e = error as PostgresError;
  const raisedByUs = e.message && !/^(permission denied|new row violates)/.test(e.message);
  switch (e.code) {
    case '42501':
      return forbidden(raisedByUs ? e.message : undefined);
    case 'P0002':
      return notFound(e.message);
    case '55000':
      return conflict(e.message ?? 'This cannot be done in the current state.', 'wrong_state');
    case '23505':
      return conflict(CONSTRAINT_MESSAGES[e.constraint_name ?? ''] ?? 'This already exists.', 'already_exists');
    case '23514':
    case '23502':
    case '22001':
    case '22003':
      return new ApiError(422, 'validation_failed', 'A value is out of bounds.', {
        [e.column_name ?? e.constraint_name ?? 'value']: ['is out of bounds'],
      });
    case '23503':
      // The caller's own profile is missing: the token is still valid, but its user was deleted (as GoTrue says).
      if (CALLER_KEYS.has(e.constraint_name ?? '')) return accountGone();
      return notFound('Something this refers to does not exist.');
    case '22P02':
    case '22021': // a NUL or invalid byte in text
    case '22P05': // \u0000 in jsonb
      return badRequest('A value has the wrong format.');
    case 'PT429': // a write limit (private.enforce_write_limit): its message says when, its DETAIL the seconds
      return new ApiError(
        429,
        'rate_limited',
        e.message ?? 'Too many requests. Please wait a moment.',
        undefined,
        retryAfter(e.detail),
      );
    case 'PT403': // a suspended member's write (private.refuse_suspended_writer): DETAIL the end, HINT the reason
      return new ApiError(403, 'account_suspended', e.message ?? 'Your account is suspended.', {
        until: e.detail ?? null,
        reason: e.hint ?? '',
      });
    case '57014':
    case '55P03':
      return new ApiError(503, 'timeout', 'The database took too long. Please try again.');
    case '40P01': // a deadlock or a serialization failure that lasted through asCaller's attempts (db.ts)
    case '40001':
      return new ApiError(503, 'busy', 'Too many changes at once. Please try again.');
    default:
      if (isConnectionError(error)) {
        return new ApiError(503, 'unavailable', 'The service is temporarily unavailable. Please try again.');
      }
      console.error('Unexpected database error:', error); // a 500 must leave a trace
      return new ApiError(500, 'internal_error', 'Something went wrong on our side.');
  }
}

/** A refusal's DETAIL as whole seconds to wait, when it holds them. */
function retryAfter(detail: string | undefined): number | undefined {
  const seconds = Number(detail);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

/** Whether the database could not be reached, or the connection to it was lost. */
export function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? '';
  return (
    // EPIPE: a write to a connection the server had just closed (seen while Postgres shuts down).
    ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED'].includes(code) ||
    code.startsWith('08') ||
    code === '57P01' ||
    code === '57P03'
  );
}
