// What the account pages say when Auth refuses, and where: a refusal that concerns one field (a wrong password, an
// address already registered, a weak password) is shown at that field, anything else above the fields. Its two
// rate limits get plain words: GoTrue's own texts name neither what was limited nor for how long in a way people
// can act on ('Request rate limit reached', 'you can only request this after 0 seconds'); so does a wrong
// password, whose 'Invalid login credentials' does not say what to check.
import { isAuthError } from '@supabase/supabase-js';
import { authErrorMessage } from '@/lib/api-errors';

export const TOO_MANY_MAILS =
  'An e-mail was sent to this address a moment ago. Please wait a minute before asking for another.';
export const TOO_MANY_REQUESTS =
  'Too many attempts from your network. Please wait a few minutes and try again.';
export const WRONG_CREDENTIALS = 'Wrong e-mail address or password. Please check both and try again.';
export const ALREADY_REGISTERED =
  'An account with this e-mail address already exists. Sign in, or reset its password if you forgot it.';

/**
 * A sign-up of an address that already has a confirmed account. With confirmations on, Auth does not refuse it: it
 * answers 200 with a made-up user without identities and sends no mail, so that nobody can probe for accounts.
 * The product says so at the e-mail field all the same (docs/product-spec.md section 2), so the sign-up call turns
 * that answer into this refusal, with the code Auth gives the same case when confirmations are off.
 */
export class AddressTakenError extends Error {
  readonly code = 'user_already_exists';

  constructor() {
    super(ALREADY_REGISTERED);
    this.name = 'AddressTakenError';
  }
}

/** The Auth error code of a failed account call, if it has one. */
export const authErrorCode = (error: unknown): string | undefined =>
  isAuthError(error) ? error.code : undefined;

/** The account forms' fields that a refusal of Auth can be about. */
export type AccountField = 'email' | 'password';

export interface AccountProblem {
  message: string;
  /** The field the refusal is about; none: the form as a whole. */
  field?: AccountField;
}

export function accountProblem(error: unknown): AccountProblem {
  switch (error instanceof AddressTakenError ? error.code : authErrorCode(error)) {
    case 'over_email_send_rate_limit':
      return { message: TOO_MANY_MAILS };
    case 'over_request_rate_limit':
      return { message: TOO_MANY_REQUESTS };
    case 'invalid_credentials':
      return { message: WRONG_CREDENTIALS, field: 'password' };
    case 'user_already_exists':
    case 'email_exists':
      return { message: ALREADY_REGISTERED, field: 'email' };
    case 'email_address_invalid':
      return { message: authErrorMessage(error), field: 'email' };
    case 'weak_password':
    case 'same_password':
      return { message: authErrorMessage(error), field: 'password' };
    default:
      return { message: authErrorMessage(error) };
  }
}

export function accountErrorMessage(error: unknown): string {
  return accountProblem(error).message;
}
