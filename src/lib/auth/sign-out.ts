// Sign out of Supabase Auth and forget the cached profile and the drafts of the user who left.
import { getSupabase } from '@/lib/auth-client';
import { meQueryKey } from '@/lib/auth/get-me';
import { doneSigningOut, startSigningOut } from '@/lib/auth/sign-out-intent';
import { clearDraftsOf } from '@/lib/drafts';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

/**
 * Ends the session and deletes the member's drafts (`local`: on this browser only, as after deleting the account).
 * Only once signed out: a refused sign-out leaves the member signed in, and their text with them.
 */
export async function signOutAndForgetDrafts(scope?: 'local'): Promise<void> {
  const supabase = await getSupabase();
  const { session } = (await supabase.auth.getSession()).data;
  const { error } = await supabase.auth.signOut(scope ? { scope } : undefined);
  if (error) throw error;
  if (session) clearDraftsOf(session.user.id);
}

export async function signOut(): Promise<void> {
  startSigningOut();
  try {
    await signOutAndForgetDrafts();
  } catch (error) {
    doneSigningOut();
    throw error;
  }
}

export function useSignOut({ mutationConfig }: { mutationConfig?: MutationConfig<void, void> } = {}) {
  return useRefreshingMutation(
    signOut,
    (queryClient) => queryClient.removeQueries({ queryKey: meQueryKey }),
    mutationConfig,
  );
}
