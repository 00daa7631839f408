// DELETE /api/me: the member deletes their own account, typing its e-mail address to confirm. The caller signs
// out afterwards; nothing of the account is left to refetch.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { accountDeletionSchema } from '@schemas/profiles.ts';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation';

export const deleteAccountInputSchema = accountDeletionSchema;
export type DeleteAccountInput = z.input<typeof deleteAccountInputSchema>;

export async function deleteAccount(input: DeleteAccountInput): Promise<string | undefined> {
  return (await apiRequest<null>('/me', { method: 'DELETE', json: input })).message;
}

export function useDeleteAccount({
  mutationConfig,
}: { mutationConfig?: MutationConfig<string | undefined, DeleteAccountInput> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: deleteAccount });
}
