// The approved ideas an administrator can put on a roadmap item: GET /api/ideas?search=, best score first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getIdeasQueryOptions } from '@/lib/ideas';

export const IDEA_CHOICES = 10;

/** Nothing is asked until the administrator has typed something. */
export function useIdeaChoices(search: string) {
  const text = search.trim();
  return useQuery({
    ...getIdeasQueryOptions({
      status: 'approved',
      search: text,
      limit: IDEA_CHOICES,
      sort: 'finalScore',
      order: 'desc',
    }),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
}
