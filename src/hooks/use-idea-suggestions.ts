// The header search's suggestions: up to 5 approved ideas matching what is typed, through GET /api/ideas (the
// leaderboard's search, which matches title, description and tags), asked once typing pauses.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getIdeas, ideaKeys } from '@/lib/ideas';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

export const SUGGESTION_DEBOUNCE_MS = 250;
export const SUGGESTION_LIMIT = 5;
/** Fewer letters match too much to be worth a request. */
export const SUGGESTION_MIN_LENGTH = 2;

export function useIdeaSuggestions(text: string) {
  const search = useDebouncedValue(text.trim(), SUGGESTION_DEBOUNCE_MS);
  const params = { status: 'approved', search, limit: SUGGESTION_LIMIT } as const;
  const enabled = search.length >= SUGGESTION_MIN_LENGTH;
  const query = useQuery({
    queryKey: [...ideaKeys.list(params), 'suggestions'],
    queryFn: ({ signal }) => getIdeas(params, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
  return { ideas: enabled ? (query.data ?? []) : [], search };
}
