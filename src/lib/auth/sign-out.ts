// Sign out of Supabase Auth and forget the cached profile of the user who left.
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { meQueryKey } from '@/lib/auth/get-me';
import { doneSigningOut, startSigningOut } from '@/lib/auth/sign-out-intent';
import { getSupabase } from '@/lib/auth-client';

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

interface UseSignOutOptions {
  mutationConfig?: Omit<UseMutationOptions<void, Error, void>, 'mutationFn'>;
}

export function useSignOut({ mutationConfig }: UseSignOutOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: signOut,
    onSuccess: (...args) => {
      queryClient.removeQueries({ queryKey: meQueryKey });
      return onSuccess?.(...args);
    },
  });
}
