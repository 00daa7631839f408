// Send the sign-up confirmation mail again (supabase-js `auth.resend`, type signup). Auth answers the same for
// unknown and already confirmed addresses, and refuses a second mail within its per-address interval
// (`max_frequency`) with 429 over_email_send_rate_limit.
import { paths } from '@/config/paths';
import { getSupabase } from '@/lib/auth-client';
import { nothingToRefresh, useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

/**
 * Where the confirmation link of the mail lands: the welcome page, which then offers the way back. Here rather than
 * beside sign-up's schema, so that /login (which resends the mail) loads without zod.
 */
export const confirmationRedirect = (next?: string): string =>
  `${window.location.origin}${paths.welcome.getHref(next)}`;

export interface ResendConfirmationInput {
  email: string;
  /** The page to return to once confirmed. */
  next?: string;
}

export async function resendConfirmation({ email, next }: ResendConfirmationInput): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: confirmationRedirect(next) },
  });
  if (error) throw error;
}

interface UseResendConfirmationOptions {
  mutationConfig?: MutationConfig<void, ResendConfirmationInput>;
}

export function useResendConfirmation({ mutationConfig }: UseResendConfirmationOptions = {}) {
  return useRefreshingMutation(resendConfirmation, nothingToRefresh, mutationConfig);
}
