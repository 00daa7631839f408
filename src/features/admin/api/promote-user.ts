// PUT /api/admin/users/{id}/promote: make a member an administrator. User lists and stats are refetched
// (docs/product-spec.md section 4).
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { refreshAfterRoleChange } from '@/features/admin/api/admin-keys';
import { api } from '@/lib/api-client';

export interface RoleChange {
  uid: string;
  isAdmin: boolean;
}

export async function promoteUser(uid: string): Promise<RoleChange> {
  return (await api.put<RoleChange>(`/admin/users/${encodeURIComponent(uid)}/promote`)).data;
}

type PromoteUserOptions = Omit<UseMutationOptions<RoleChange, Error, string>, 'mutationFn'>;

export function usePromoteUser({ mutationConfig }: { mutationConfig?: PromoteUserOptions } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: promoteUser,
    onSuccess: async (...args) => {
      await refreshAfterRoleChange(queryClient, args[1]);
      await onSuccess?.(...args);
    },
  });
}
