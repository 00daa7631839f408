// PUT /api/admin/users/{id}/demote: take an administrator's rights away. The API refuses the last administrator
// (409, 'The last administrator cannot be demoted'). User lists and stats are refetched (docs/product-spec.md
// section 4).
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { refreshAfterRoleChange } from '@/features/admin/api/admin-keys';
import type { RoleChange } from '@/features/admin/api/promote-user';
import { api } from '@/lib/api-client';

export async function demoteUser(uid: string): Promise<RoleChange> {
  return (await api.put<RoleChange>(`/admin/users/${encodeURIComponent(uid)}/demote`)).data;
}

type DemoteUserOptions = Omit<UseMutationOptions<RoleChange, Error, string>, 'mutationFn'>;

export function useDemoteUser({ mutationConfig }: { mutationConfig?: DemoteUserOptions } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: demoteUser,
    onSuccess: async (...args) => {
      await refreshAfterRoleChange(queryClient, args[1]);
      await onSuccess?.(...args);
    },
  });
}
