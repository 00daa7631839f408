// PUT /api/admin/users/{id}/tier: an administrator moves a member to the free or premium plan (until billing
// exists, this is how premium is granted). The answer's plan goes into the cached user lists and the member's own
// profile; nothing is refetched.
import type { TierChange } from '@schemas/admin.ts';
import type { TierInput } from '@schemas/landing-pages.ts';
import { applyTierChange } from '@/features/admin/api/admin-keys';
import { api } from '@/lib/api-client';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

export interface TierChangeVariables {
  uid: string;
  tier: TierInput['tier'];
}

export async function setUserTier({ uid, tier }: TierChangeVariables): Promise<TierChange> {
  const body: TierInput = { tier };
  return (await api.put<TierChange>(`/admin/users/${encodeURIComponent(uid)}/tier`, body)).data;
}

export function useSetUserTier({
  mutationConfig,
}: { mutationConfig?: MutationConfig<TierChange, TierChangeVariables> } = {}) {
  return useRefreshingMutation(
    setUserTier,
    (queryClient, _variables, change) => applyTierChange(queryClient, change),
    mutationConfig,
  );
}
