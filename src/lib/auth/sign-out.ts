// Sign out of Supabase Auth and forget the cached profile of the user who left.
import { getSupabase } from '@/lib/auth-client';
import { meQueryKey } from '@/lib/auth/get-me';
import { doneSigningOut, startSigningOut } from '@/lib/auth/sign-out-intent';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

export async function signOut(): Promise<void> {
  startSigningOut();
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signOut();
    if (error) throw error;
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
