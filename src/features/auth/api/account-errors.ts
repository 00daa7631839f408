// What the account pages say when Auth refuses. Its two rate limits get plain words: GoTrue's own texts name
// neither what was limited nor for how long in a way people can act on ('Request rate limit reached', 'you can
// only request this after 0 seconds').
import { isAuthError } from '@supabase/supabase-js';
import { authErrorMessage } from '@/lib/api-errors';

export const TOO_MANY_MAILS =
  'An e-mail was sent to this address a moment ago. Please wait a minute before asking for another.';
export const TOO_MANY_REQUESTS =
  'Too many attempts from your network. Please wait a few minutes and try again.';

/** The Auth error code of a failed account call, if it has one. */
export const authErrorCode = (error: unknown): string | undefined =>
  isAuthError(error) ? error.code : undefined;

export function accountErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code === 'over_email_send_rate_limit') return TOO_MANY_MAILS;
  if (code === 'over_request_rate_limit') return TOO_MANY_REQUESTS;
  return authErrorMessage(error);
}
