// GET /api/landing-pages: the caller's own landing pages, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LandingPage } from '@schemas/landing-pages.ts';
import { landingKeys } from '@/features/landing-pages/api/keys';
import { api } from '@/lib/api-client';

export const getLandingPagesQueryOptions = () =>
  queryOptions({
    queryKey: landingKeys.mine(),
    queryFn: async ({ signal }) => (await api.get<LandingPage[]>('/landing-pages', undefined, signal)).data,
  });

export function useLandingPages() {
  return useQuery(getLandingPagesQueryOptions());
}
