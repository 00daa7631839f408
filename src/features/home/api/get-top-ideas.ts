// The home page's 'Top of the Leaderboard': the 3 most trusted approved ideas, as the leaderboard ranks them
// under 'Most Trusted' (docs/product-spec.md sections 2, 4).
import { useIdeas } from '@/lib/ideas';

export const TOP_IDEAS_PARAMS = {
  status: 'approved',
  sort: 'adjustedScore',
  order: 'desc',
  limit: 3,
} as const;

export function useTopIdeas() {
  return useIdeas(TOP_IDEAS_PARAMS);
}
