// PUT /api/admin/users/{id}/promote: make a member an administrator. User lists and stats are refetched
// (docs/product-spec.md section 4).
import { refreshAfterRoleChange } from '@/features/admin/api/admin-keys';
import { api } from '@/lib/api-client';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

export interface RoleChange {
  uid: string;
  isAdmin: boolean;
}

export async function promoteUser(uid: string): Promise<RoleChange> {
  return (await api.put<RoleChange>(`/admin/users/${encodeURIComponent(uid)}/promote`)).data;
}

export function usePromoteUser({
  mutationConfig,
}: { mutationConfig?: MutationConfig<RoleChange, string> } = {}) {
  return useRefreshingMutation(promoteUser, refreshAfterRoleChange, mutationConfig);
}
