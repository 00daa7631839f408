// PUT /api/admin/users/{id}/tier: an administrator moves a member to the free or premium plan (until billing
// exists, this is how premium is granted). User lists, stats and the member's own profile are refetched.
import type { TierInput } from '@schemas/landing-pages.ts';
import { refreshAfterRoleChange } from '@/features/admin/api/admin-keys';
import { api } from '@/lib/api-client';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

export interface TierChange {
  uid: string;
  tier: TierInput['tier'];
}

export async function setUserTier({ uid, tier }: TierChange): Promise<unknown> {
  return (await api.put(`/admin/users/${encodeURIComponent(uid)}/tier`, { tier })).data;
}

export function useSetUserTier({
  mutationConfig,
}: { mutationConfig?: MutationConfig<unknown, TierChange> } = {}) {
  return useRefreshingMutation(
    setUserTier,
    (queryClient, { uid }) => refreshAfterRoleChange(queryClient, uid),
    mutationConfig,
  );
}
