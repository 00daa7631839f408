// The home page's 'Featured Ideas': up to 6 approved ideas (docs/product-spec.md sections 2, 9).
import { getIdeasQueryOptions, useIdeas } from '@/lib/ideas';

export const FEATURED_IDEAS_PARAMS = { status: 'approved', limit: 6 } as const;

export const getFeaturedIdeasQueryOptions = () => getIdeasQueryOptions(FEATURED_IDEAS_PARAMS);

export function useFeaturedIdeas() {
  return useIdeas(FEATURED_IDEAS_PARAMS);
}
