// PUT /api/admin/users/{id}/suspend: an administrator suspends a member for some days or until a date, with the
// reason the member is told. The user lists are fetched again.
import type { SuspendInput, SuspensionChange } from '@schemas/suspension.ts';
import { refreshSuspendedMember } from '@/features/admin/api/suspension-refresh';
import { api } from '@/lib/api-client';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

export interface SuspendVariables {
  uid: string;
  input: SuspendInput;
}

export async function suspendUser({ uid, input }: SuspendVariables): Promise<SuspensionChange> {
  return (await api.put<SuspensionChange>(`/admin/users/${encodeURIComponent(uid)}/suspend`, input)).data;
}

export function useSuspendUser({
  mutationConfig,
}: { mutationConfig?: MutationConfig<SuspensionChange, SuspendVariables> } = {}) {
  return useRefreshingMutation(
    suspendUser,
    (queryClient) => refreshSuspendedMember(queryClient),
    mutationConfig,
  );
}
