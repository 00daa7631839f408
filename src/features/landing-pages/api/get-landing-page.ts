// GET /api/landing-pages/{id}: one of the caller's pages, as the editor starts from it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LandingPage } from '@schemas/landing-pages.ts';
import { landingKeys, pagePath } from '@/features/landing-pages/api/keys';
import { api } from '@/lib/api-client';

export const getLandingPageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: landingKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<LandingPage>(pagePath(id), undefined, signal)).data,
    // The editor holds the member's text; a refetch in the background must not replace what they are typing.
    refetchOnWindowFocus: false,
  });

export function useLandingPage(id: string) {
  return useQuery(getLandingPageQueryOptions(id));
}
