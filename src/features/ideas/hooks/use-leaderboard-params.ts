// The leaderboard's search, category, sort, order and page, kept in the URL's search params so that a filtered view
// can be shared and survives a reload. Defaults (finalScore, desc, page 1) stay out of the URL. Each change is a new
// history entry, so Back returns to the previous view; a change of filters goes back to page 1.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CATEGORIES, IDEA_SORTS } from '@schemas/constants.ts';
import { DEFAULT_ORDER, DEFAULT_SORT, type LeaderboardParams } from '@/features/ideas/api/leaderboard-query';

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** The API's largest offset (1 000 000) divided by the page size: pages past it cannot be asked for. */
const LAST_PAGE = 20_000;

/** A page number from the URL: a whole number from 1 to LAST_PAGE, else the first page. */
function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= LAST_PAGE ? page : 1;
}

export function useLeaderboardParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = searchParams.get('category');
  const sort = searchParams.get('sort');
  const params: LeaderboardParams = {
    search: searchParams.get('search')?.trim() ?? '',
    category: isOneOf(CATEGORIES, category) ? category : undefined,
    sort: isOneOf(IDEA_SORTS, sort) ? sort : DEFAULT_SORT,
    order: searchParams.get('order') === 'asc' ? 'asc' : DEFAULT_ORDER,
    page: pageNumber(searchParams.get('page')),
  };

  const update = useCallback(
    (changes: Partial<LeaderboardParams>) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (!('page' in changes)) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          const isDefault =
            !value ||
            (key === 'sort' && value === DEFAULT_SORT) ||
            (key === 'order' && value === DEFAULT_ORDER) ||
            (key === 'page' && value === 1);
          if (isDefault) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      });
    },
    [setSearchParams],
  );

  return { params, update };
}
