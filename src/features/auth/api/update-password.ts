// Set a new password for the signed-in member (supabase-js `updateUser`): after a reset, the session the mail's
// link opened. The rule is the sign-up form's.
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { newPasswordSchema, passwordsMatch } from '@/features/auth/api/sign-up';
import { getSupabase } from '@/lib/auth-client';

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
  mutationConfig?: Omit<UseMutationOptions<void, Error, UpdatePasswordInput>, 'mutationFn'>;
}

export function useUpdatePassword({ mutationConfig }: UseUpdatePasswordOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: updatePassword });
}
