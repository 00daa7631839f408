// What a failed call tells the user (docs/product-spec.md section 8). The REST API writes its own message for
// people; Supabase Auth (sign-in, sign-up) has its own error type whose message is shown as it is.
import { isAuthError } from '@supabase/supabase-js';
import { ApiError } from '@/lib/api-client';

export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/** The message the server wrote for people, if it wrote one (not a bare status, not a transport failure). */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === 0 || error.code === 'http_error') return undefined;
  return error.message || undefined;
}

/** A suspended member's refused write: the server's sentence, which says until when and why. */
export function suspendedMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.code === 'account_suspended' ? error.message : undefined;
}

/** The request never got an answer: offline, refused or timed out. */
export function isTransportError(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0;
}

/** An account call's failure: the identity provider's own message, else 'An unexpected error occurred'. */
export function authErrorMessage(error: unknown): string {
  return isAuthError(error) && error.message ? error.message : UNEXPECTED_ERROR;
}
