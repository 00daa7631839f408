// What a suspension, its lift or voided ratings change in the cache: the user lists (they show the suspension and
// the number of ratings) are fetched again; voided ratings also change the scores of every idea the member rated,
// so the idea lists and pages are fetched again too.
import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { ideaKeys } from '@/lib/ideas';

export async function refreshSuspendedMember(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: adminKeys.users() });
}

export async function refreshAfterVoidedRatings(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    refreshSuspendedMember(queryClient),
    queryClient.invalidateQueries({ queryKey: ideaKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
  ]);
}
