// PUT /api/admin/users/{id}/promote: make a member an administrator. The answer's flag goes into the cached user
// lists (and the member's own profile); the stats are refetched (docs/product-spec.md section 4).
import type { RoleChange } from '@schemas/admin.ts';
import { applyRoleChange } from '@/features/admin/api/admin-keys';
import { api } from '@/lib/api-client';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

export async function promoteUser(uid: string): Promise<RoleChange> {
  return (await api.put<RoleChange>(`/admin/users/${encodeURIComponent(uid)}/promote`)).data;
}

export function usePromoteUser({
  mutationConfig,
}: { mutationConfig?: MutationConfig<RoleChange, string> } = {}) {
  return useRefreshingMutation(
    promoteUser,
    (queryClient, _uid, change) => applyRoleChange(queryClient, change),
    mutationConfig,
  );
}
