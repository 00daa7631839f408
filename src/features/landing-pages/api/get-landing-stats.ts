// GET /api/landing-pages/{id}/stats: the owner's views and sign-ups per day over the last 30 days, with the
// conversion rate.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LandingStats } from '@schemas/landing-stats.ts';
import { landingKeys, pagePath } from '@/features/landing-pages/api/keys';
import { api } from '@/lib/api-client';

export const getLandingStatsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: landingKeys.stats(id),
    queryFn: async ({ signal }) =>
      (await api.get<LandingStats>(`${pagePath(id)}/stats`, undefined, signal)).data,
  });

export function useLandingStats(id: string) {
  return useQuery(getLandingStatsQueryOptions(id));
}
