// Sign out of Supabase Auth and forget the cached profile and the drafts of the user who left.
import { getSupabase } from '@/lib/auth-client';
import { meQueryKey } from '@/lib/auth/get-me';
import { useSession } from '@/lib/auth/session-provider';
import { doneSigningOut, startSigningOut } from '@/lib/auth/sign-out-intent';
import { clearDraftsOf } from '@/lib/drafts';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

/**
 * Ends the session and deletes the drafts of `userId`, the member the app shows signed in. Not the one Auth reports
 * at the time: a session whose refresh Auth refuses is gone by then, yet the sign-out succeeds, and the member's
 * text would stay for the next person at the computer. Only once signed out: a refused sign-out leaves the member
 * signed in, and their text with them.
 */
export async function signOut(userId: string | undefined): Promise<void> {
  startSigningOut();
  try {
    const { error } = await (await getSupabase()).auth.signOut();
    if (error) throw error;
  } catch (error) {
    doneSigningOut();
    throw error;
  }
  if (userId) clearDraftsOf(userId);
}

export function useSignOut({ mutationConfig }: { mutationConfig?: MutationConfig<void, void> } = {}) {
  const userId = useSession().session?.user.id;
  return useRefreshingMutation(
    () => signOut(userId),
    (queryClient) => queryClient.removeQueries({ queryKey: meQueryKey }),
    mutationConfig,
  );
}
