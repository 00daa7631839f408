// The cache keys of the administrator screens, and how an administrator's write changes what they hold: an answer
// that carries the changed row replaces it in the cache; what the answer does not hold is fetched again.
import type { QueryClient } from '@tanstack/react-query';
import type { AdminUser, RoleChange, TierChange } from '@schemas/admin.ts';
import type { Idea } from '@schemas/ideas.ts';
import type { AdminUserList } from '@/features/admin/api/get-admin-users';
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

/**
 * The member's row on every cached page of the user list, and their own profile if it is cached (someone who
 * demoted themselves loses the dashboard at once).
 */
function updateMember(queryClient: QueryClient, uid: string, change: Partial<AdminUser>): void {
  queryClient.setQueriesData<AdminUserList>({ queryKey: adminKeys.users() }, (list) =>
    list
      ? { ...list, users: list.users.map((user) => (user.uid === uid ? { ...user, ...change } : user)) }
      : list,
  );
  queryClient.setQueryData(getMeQueryOptions(uid).queryKey, (me) => (me ? { ...me, ...change } : me));
}

/**
 * After a promotion or demotion: the member's rows from the answer at once, then the user lists and the stats
 * fetched again, as the product specification asks (a list filtered by role may gain or lose the member).
 */
export async function applyRoleChange(queryClient: QueryClient, { uid, isAdmin }: RoleChange): Promise<void> {
  updateMember(queryClient, uid, { isAdmin });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
  ]);
}

/** After a change of plan: the member's rows from the answer. */
export function applyTierChange(queryClient: QueryClient, { uid, subscriptionTier }: TierChange): void {
  updateMember(queryClient, uid, { subscriptionTier });
}

/**
 * After a review (an idea approved or rejected, an edit applied or dropped): the answer is the idea as it now is,
 * so it replaces the cached one, keeping the deck link the answer does not sign (a review leaves no pending edit).
 * The idea lists (the review queue among them), the idea's score details (its category may have changed) and the
 * stats are fetched again.
 */
export async function refreshAfterReview(queryClient: QueryClient, idea: Idea): Promise<void> {
  queryClient.setQueryData<Idea>(ideaKeys.detail(idea.id), (cached) =>
    cached ? { ...idea, pitchDeckUrl: cached.pitchDeckUrl } : cached,
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ideaKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: [...ideaKeys.detail(idea.id), 'scores'] }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
  ]);
}

/** The review queue and the stats fetched again, as they now are (a review that was made elsewhere). */
export async function refreshQueue(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ideaKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
  ]);
}
