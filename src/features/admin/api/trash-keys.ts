// The trash's cache keys, and what a restore changes: the trash itself, every idea list (the idea is back on the
// leaderboard and its author's profile) and the dashboard's counts.
import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { ideaKeys } from '@/lib/ideas';

export const trashKeys = {
  all: [...adminKeys.all, 'trash'] as const,
  page: (page: number) => [...trashKeys.all, page] as const,
};

export async function refreshAfterRestore(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: trashKeys.all }),
    queryClient.invalidateQueries({ queryKey: ideaKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
  ]);
}
