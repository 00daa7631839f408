// Ask Auth to mail a password reset link (supabase-js `resetPasswordForEmail`). Auth answers the same whether or
// not the address has an account, so the page says the same too; the link lands on /reset-password.
import { z } from 'zod';
import { paths } from '@/config/paths';
import { getSupabase } from '@/lib/auth-client';
import { nothingToRefresh, useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

export const requestPasswordResetInputSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
});

export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetInputSchema>;

export async function requestPasswordReset({ email }: RequestPasswordResetInput): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}${paths.resetPassword.getHref()}`,
  });
  if (error) throw error;
}

interface UseRequestPasswordResetOptions {
  mutationConfig?: MutationConfig<void, RequestPasswordResetInput>;
}

export function useRequestPasswordReset({ mutationConfig }: UseRequestPasswordResetOptions = {}) {
  return useRefreshingMutation(requestPasswordReset, nothingToRefresh, mutationConfig);
}
