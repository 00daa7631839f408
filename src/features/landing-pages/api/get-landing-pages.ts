// GET /api/landing-pages: the caller's own landing pages, newest first.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
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

/**
 * A change's answer (the whole page) takes the page's place in the cached list and detail, without a refetch: a
 * save or a publication changes neither which pages the list holds nor their order (newest first by creation).
 */
export function putPageInCache(queryClient: QueryClient, page: LandingPage) {
  queryClient.setQueryData(landingKeys.detail(page.id), page);
  queryClient.setQueryData(getLandingPagesQueryOptions().queryKey, (pages) =>
    pages?.map((one) => (one.id === page.id ? page : one)),
  );
}
