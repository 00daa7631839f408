// The leaderboard's search, category, sort and order, kept in the URL's search params so that a filtered view
// can be shared and survives a reload. Defaults (finalScore, desc) stay out of the URL.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CATEGORIES, IDEA_SORTS } from '@schemas/constants.ts';
import { DEFAULT_ORDER, DEFAULT_SORT, type LeaderboardParams } from '@/features/ideas/api/leaderboard-query';

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

export function useLeaderboardParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = searchParams.get('category');
  const sort = searchParams.get('sort');
  const params: LeaderboardParams = {
    search: searchParams.get('search')?.trim() ?? '',
    category: isOneOf(CATEGORIES, category) ? category : undefined,
    sort: isOneOf(IDEA_SORTS, sort) ? sort : DEFAULT_SORT,
    order: searchParams.get('order') === 'asc' ? 'asc' : DEFAULT_ORDER,
  };

  const update = useCallback(
    (changes: Partial<LeaderboardParams>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            const isDefault =
              !value ||
              (key === 'sort' && value === DEFAULT_SORT) ||
              (key === 'order' && value === DEFAULT_ORDER);
            if (isDefault) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { params, update };
}
