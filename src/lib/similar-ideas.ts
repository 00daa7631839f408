// GET /api/ideas/similar: up to 3 approved ideas whose title looks like the one given, best first, each with its
// similarity from 0 to 1 (docs/product-spec.md section 7). Asked once typing pauses.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SimilarIdea } from '@schemas/ideas.ts';
import { api } from '@/lib/api-client';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

export type { SimilarIdea };

/** The API refuses shorter titles; a pause this long means the member stopped typing. */
export const SIMILAR_MIN_TITLE = 3;
export const SIMILAR_DEBOUNCE_MS = 400;
const MAX_TITLE = 100;
const MAX_DESCRIPTION = 2000;

export async function getSimilarIdeas(title: string, description: string, signal?: AbortSignal) {
  const query = description ? { title, description } : { title };
  return (await api.get<SimilarIdea[]>('/ideas/similar', query, signal)).data;
}

export function useSimilarIdeas(title: string, description = '') {
  const t = useDebouncedValue(title.trim().slice(0, MAX_TITLE), SIMILAR_DEBOUNCE_MS);
  const d = useDebouncedValue(description.trim().slice(0, MAX_DESCRIPTION), SIMILAR_DEBOUNCE_MS);
  const enabled = t.length >= SIMILAR_MIN_TITLE;
  const query = useQuery({
    // Not under the ideas' keys: what updates every cached idea there expects ideas, not these short answers.
    queryKey: ['similar-ideas', t, d],
    queryFn: ({ signal }) => getSimilarIdeas(t, d, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
  return enabled ? (query.data ?? []) : [];
}
