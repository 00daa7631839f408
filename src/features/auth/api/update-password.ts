// Set a new password for the signed-in member (supabase-js `updateUser`): after a reset, the session the mail's
// link opened. The rule is the sign-up form's.
import { z } from 'zod';
import { newPasswordSchema, passwordsMatch } from '@/features/auth/api/sign-up';
import { getSupabase } from '@/lib/auth-client';
import { nothingToRefresh, useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

export const updatePasswordInputSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine(...passwordsMatch);

export type UpdatePasswordInput = z.infer<typeof updatePasswordInputSchema>;

export async function updatePassword({ password }: UpdatePasswordInput): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
}

interface UseUpdatePasswordOptions {
  mutationConfig?: MutationConfig<void, UpdatePasswordInput>;
}

export function useUpdatePassword({ mutationConfig }: UseUpdatePasswordOptions = {}) {
  return useRefreshingMutation(updatePassword, nothingToRefresh, mutationConfig);
}
