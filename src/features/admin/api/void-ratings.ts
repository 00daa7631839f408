// POST /api/admin/users/{id}/void-ratings: an administrator deletes every rating of a suspended member. The scores
// of the ideas they rated change, so idea lists and pages are fetched again, with the user lists and the stats.
import type { VoidedRatings } from '@schemas/suspension.ts';
import { refreshAfterVoidedRatings } from '@/features/admin/api/suspension-refresh';
import { api } from '@/lib/api-client';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

export async function voidRatings(uid: string): Promise<VoidedRatings> {
  return (await api.post<VoidedRatings>(`/admin/users/${encodeURIComponent(uid)}/void-ratings`)).data;
}

export function useVoidRatings({
  mutationConfig,
}: { mutationConfig?: MutationConfig<VoidedRatings, string> } = {}) {
  return useRefreshingMutation(voidRatings, refreshAfterVoidedRatings, mutationConfig);
}
