// POST /api/admin/ideas/{id}/restore: an administrator takes an idea out of the trash, as it was.
import type { RestoredIdea } from '@schemas/trash.ts';
import { refreshAfterRestore } from '@/features/admin/api/trash-keys';
import { api } from '@/lib/api-client';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

export async function restoreIdea(id: string): Promise<RestoredIdea> {
  return (await api.post<RestoredIdea>(`/admin/ideas/${encodeURIComponent(id)}/restore`)).data;
}

export function useRestoreIdea({
  mutationConfig,
}: { mutationConfig?: MutationConfig<RestoredIdea, string> } = {}) {
  return useRefreshingMutation(
    restoreIdea,
    (queryClient) => refreshAfterRestore(queryClient),
    mutationConfig,
  );
}
