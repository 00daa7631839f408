// The reports queue's cache keys, and what a decision on reports changes: the queue (and its count on the tab),
// the idea lists and the stats (an idea sent back leaves the leaderboard and joins the review queue), and the
// discussion's cached comments (a hidden one reads 'Removed by a moderator').
import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { ideaKeys } from '@/lib/ideas';

export const reportKeys = {
  all: [...adminKeys.all, 'reports'] as const,
  page: (page: number) => [...reportKeys.all, page] as const,
};

export async function refreshAfterDecision(queryClient: QueryClient, ideaId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: reportKeys.all }),
    queryClient.invalidateQueries({ queryKey: ideaKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: ideaKeys.detail(ideaId) }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
    // The comments feature's keys, written out: features share no code.
    queryClient.invalidateQueries({ queryKey: ['comments', 'idea', ideaId] }),
  ]);
}
