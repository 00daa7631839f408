// What the leaderboard asks the API for (docs/product-spec.md sections 2, 9): a page of 50 approved ideas, by
// overall score and descending unless the page's URL says otherwise, with how many ideas the filters match. No zod
// here: the route's loader (app/router.tsx) starts the default view's request with it while the page's code loads.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@schemas/common.ts';
import type { Idea, IDEA_SORTS } from '@schemas/ideas.ts';
import { api } from '@/lib/api-client';
import { ideaKeys, type IdeaListParams } from '@/lib/ideas';

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
  /** From 1. */
  page: number;
}

/** The view of /leaderboard without search params. */
export const DEFAULT_LEADERBOARD_PARAMS: LeaderboardParams = {
  search: '',
  category: undefined,
  sort: DEFAULT_SORT,
  order: DEFAULT_ORDER,
  page: 1,
};

/** The first page asks without an offset: the same request as the page's boot read (src/config/boot-reads.ts). */
export function leaderboardListParams(params: LeaderboardParams): IdeaListParams {
  return {
    status: 'approved',
    limit: LEADERBOARD_LIMIT,
    sort: params.sort,
    order: params.order,
    ...(params.page > 1 ? { offset: (params.page - 1) * LEADERBOARD_LIMIT } : {}),
    ...(params.search ? { search: params.search } : {}),
    ...(params.category ? { category: params.category } : {}),
  };
}

export interface LeaderboardPage {
  ideas: Idea[];
  /** How many ideas the filters match, over all pages. */
  total: number;
  offset: number;
}

export async function getLeaderboardPage(
  params: IdeaListParams,
  signal?: AbortSignal,
): Promise<LeaderboardPage> {
  const { data, meta } = await api.get<Idea[]>('/ideas', params, signal);
  return { ideas: data, total: meta?.total ?? data.length, offset: meta?.offset ?? 0 };
}

/** Under the ideas' lists, so whatever refreshes them (a rating, a review) refreshes the leaderboard too. */
export const leaderboardQueryOptions = (params: IdeaListParams) =>
  queryOptions({
    queryKey: [...ideaKeys.lists(), 'page', params] as const,
    queryFn: ({ signal }) => getLeaderboardPage(params, signal),
    placeholderData: keepPreviousData,
  });

export function useLeaderboard(params: LeaderboardParams) {
  return useQuery(leaderboardQueryOptions(leaderboardListParams(params)));
}
