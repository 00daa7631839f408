// What a failed account call tells the user (product spec section 8): the identity provider's own message, or
// 'An unexpected error occurred' when something other than the provider failed.
import { isAuthError } from '@supabase/supabase-js';

export const UNEXPECTED_ERROR = 'An unexpected error occurred';

export function authErrorMessage(error: unknown): string {
  return isAuthError(error) && error.message ? error.message : UNEXPECTED_ERROR;
}
