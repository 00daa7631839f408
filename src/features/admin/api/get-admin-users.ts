// GET /api/admin/users: the members for User Management, with the total the API counted (`meta.total`). The
// name search is sent only when it is not empty (docs/product-spec.md section 5).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@schemas/admin.ts';
import { adminKeys, type AdminUserListParams } from '@/features/admin/api/admin-keys';
import { api } from '@/lib/api-client';

export interface AdminUserList {
  users: AdminUser[];
  total: number;
}

export async function getAdminUsers(
  { search }: AdminUserListParams,
  signal?: AbortSignal,
): Promise<AdminUserList> {
  const name = search?.trim();
  const answer = await api.get<AdminUser[]>('/admin/users', name ? { search: name } : undefined, signal);
  return { users: answer.data, total: answer.meta?.total ?? answer.data.length };
}

export const getAdminUsersQueryOptions = (params: AdminUserListParams) => {
  const search = params.search?.trim();
  const normalized: AdminUserListParams = search ? { search } : {};
  return queryOptions({
    queryKey: adminKeys.userList(normalized),
    queryFn: ({ signal }) => getAdminUsers(normalized, signal),
    // A new search keeps the previous rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
};

export function useAdminUsers(params: AdminUserListParams) {
  return useQuery(getAdminUsersQueryOptions(params));
}
