// When the signed-in account changes (a sign-out, a sign-in, another account), nothing cached for the one before
// may stay on screen: another person at the same browser must not meet their waitlist addresses, pending ideas
// or notifications. Every query is reset, so the pages on screen refetch as the new caller.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '@/lib/auth/session-provider';

export function ForgetPreviousUser() {
  const { session, isLoading } = useSession();
  const queryClient = useQueryClient();
  const userId = isLoading ? undefined : (session?.user.id ?? null);
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
    // The first known state is where the visit starts, not a change of account.
    if (previous.current !== undefined && previous.current !== userId) void queryClient.resetQueries();
    previous.current = userId;
  }, [userId, queryClient]);
  return null;
}
