// What the leaderboard asks the API for (docs/product-spec.md sections 2, 9): 50 approved ideas, by overall score and
// descending unless the page's URL says otherwise. No zod here: the route's loader (app/router.tsx) starts the
// default view's request with it while the page's code loads.
import type { Category } from '@schemas/common.ts';
import type { IDEA_SORTS } from '@schemas/ideas.ts';
import type { IdeaListParams } from '@/lib/ideas';

export type IdeaSort = (typeof IDEA_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

export const LEADERBOARD_LIMIT = 50;
export const DEFAULT_SORT: IdeaSort = 'finalScore';
export const DEFAULT_ORDER: SortOrder = 'desc';

export interface LeaderboardParams {
  search: string;
  category: Category | undefined;
  sort: IdeaSort;
  order: SortOrder;
}

/** The view of /leaderboard without search params. */
export const DEFAULT_LEADERBOARD_PARAMS: LeaderboardParams = {
  search: '',
  category: undefined,
  sort: DEFAULT_SORT,
  order: DEFAULT_ORDER,
};

export function leaderboardListParams(params: LeaderboardParams): IdeaListParams {
  return {
    status: 'approved',
    limit: LEADERBOARD_LIMIT,
    sort: params.sort,
    order: params.order,
    ...(params.search ? { search: params.search } : {}),
    ...(params.category ? { category: params.category } : {}),
  };
}
