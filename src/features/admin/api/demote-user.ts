// PUT /api/admin/users/{id}/demote: take an administrator's rights away. The API refuses the last administrator
// (409, 'The last administrator cannot be demoted'). User lists and stats are refetched (docs/product-spec.md
// section 4).
import { refreshAfterRoleChange } from '@/features/admin/api/admin-keys';
import type { RoleChange } from '@/features/admin/api/promote-user';
import { api } from '@/lib/api-client';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

export async function demoteUser(uid: string): Promise<RoleChange> {
  return (await api.put<RoleChange>(`/admin/users/${encodeURIComponent(uid)}/demote`)).data;
}

export function useDemoteUser({
  mutationConfig,
}: { mutationConfig?: MutationConfig<RoleChange, string> } = {}) {
  return useRefreshingMutation(demoteUser, refreshAfterRoleChange, mutationConfig);
}
