// The cache keys of the administrator screens, and what a change of someone's role makes stale.
import type { QueryClient } from '@tanstack/react-query';
import { getMeQueryOptions } from '@/lib/auth/get-me';
import { ideaKeys } from '@/lib/ideas';

export interface AdminUserListParams {
  /** A name to look for; left out of the request when empty (docs/product-spec.md section 5). */
  search?: string;
}

export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (params: AdminUserListParams) => [...adminKeys.users(), params] as const,
  /**
   * The review queue sits under the idea lists, so whatever refreshes every idea list (an edit, a delete, an
   * approval) refreshes it too.
   */
  pendingIdeas: () => [...ideaKeys.lists(), 'admin', 'pending'] as const,
  /** Under the idea lists for the same reason: an author's edit or a review refreshes it. */
  pendingEdits: () => [...ideaKeys.lists(), 'admin', 'edits'] as const,
};

/** After a promotion or demotion: the user lists and the stats (docs/product-spec.md section 4), and that user's own
 * profile, so that someone who demoted themselves loses the dashboard at once. */
export async function refreshAfterRoleChange(queryClient: QueryClient, uid: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
    queryClient.invalidateQueries({ queryKey: getMeQueryOptions(uid).queryKey }),
  ]);
}

/** After an approval or rejection: the idea lists (the review queue among them), the idea itself and the stats. */
export async function refreshAfterReview(queryClient: QueryClient, ideaId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ideaKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: ideaKeys.detail(ideaId) }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
  ]);
}
