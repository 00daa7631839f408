// DELETE /api/me: the member deletes their own account, typing its e-mail address to confirm. Deleted, the session
// ends on this browser before the caller's own follow-up runs: signed out locally (Auth has no user left to sign
// out) and every cached read dropped, so nothing of the account stays on screen. A repeat that finds the account
// already gone (a second click, another tab: 404 'User profile not found', 410, or 403 user_not_found) counts as
// deleted, and ends the session the same way.
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { accountDeletionSchema } from '@schemas/profiles.ts';
import { ApiError, apiRequest } from '@/lib/api-client';
import { getSupabase } from '@/lib/auth-client';
import { useSession } from '@/lib/auth/session-provider';
import { startSigningOut } from '@/lib/auth/sign-out-intent';
import { clearDraftsOf } from '@/lib/drafts';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

export const deleteAccountInputSchema = accountDeletionSchema;
export type DeleteAccountInput = z.input<typeof deleteAccountInputSchema>;

const alreadyDeleted = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.status === 404 || error.status === 410 || error.code === 'user_not_found');

/** The API's message, or none when the account was already gone. */
export async function deleteAccount(input: DeleteAccountInput): Promise<string | undefined> {
  try {
    return (await apiRequest<null>('/me', { method: 'DELETE', json: input })).message;
  } catch (error) {
    if (alreadyDeleted(error)) return undefined;
    throw error;
  }
}

async function endSession(queryClient: QueryClient, userId: string | undefined): Promise<void> {
  // The profile page's guard then sends the member home, not to /login.
  startSigningOut();
  try {
    await (await getSupabase()).auth.signOut({ scope: 'local' });
  } catch {
    // The account is deleted whatever happens here: a failed sign-out (Auth unreachable, say) is no reason to
    // report the deletion as failed, nor to keep anything of the account on this browser.
  } finally {
    if (userId) clearDraftsOf(userId);
    // Every read, not the mutations: this one is still settling.
    queryClient.removeQueries();
  }
}

export function useDeleteAccount({
  mutationConfig,
}: { mutationConfig?: MutationConfig<string | undefined, DeleteAccountInput> } = {}) {
  const userId = useSession().session?.user.id;
  return useRefreshingMutation(
    deleteAccount,
    (queryClient) => endSession(queryClient, userId),
    mutationConfig,
  );
}
