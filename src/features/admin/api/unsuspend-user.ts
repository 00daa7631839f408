// PUT /api/admin/users/{id}/unsuspend: an administrator lifts a member's suspension now. The user lists are fetched
// again.
import type { SuspensionChange } from '@schemas/suspension.ts';
import { refreshSuspendedMember } from '@/features/admin/api/suspension-refresh';
import { api } from '@/lib/api-client';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

export async function unsuspendUser(uid: string): Promise<SuspensionChange> {
  return (await api.put<SuspensionChange>(`/admin/users/${encodeURIComponent(uid)}/unsuspend`)).data;
}

export function useUnsuspendUser({
  mutationConfig,
}: { mutationConfig?: MutationConfig<SuspensionChange, string> } = {}) {
  return useRefreshingMutation(unsuspendUser, refreshSuspendedMember, mutationConfig);
}
