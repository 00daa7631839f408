// PUT /api/admin/users/{id}/demote: take an administrator's rights away. The API refuses the last administrator
// (409, 'The last administrator cannot be demoted'). The answer's flag goes into the cached user lists (and the
// member's own profile); the stats are refetched (docs/product-spec.md section 4).
import type { RoleChange } from '@schemas/admin.ts';
import { applyRoleChange } from '@/features/admin/api/admin-keys';
import { api } from '@/lib/api-client';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

export async function demoteUser(uid: string): Promise<RoleChange> {
  return (await api.put<RoleChange>(`/admin/users/${encodeURIComponent(uid)}/demote`)).data;
}

export function useDemoteUser({
  mutationConfig,
}: { mutationConfig?: MutationConfig<RoleChange, string> } = {}) {
  return useRefreshingMutation(
    demoteUser,
    (queryClient, _uid, change) => applyRoleChange(queryClient, change),
    mutationConfig,
  );
}
