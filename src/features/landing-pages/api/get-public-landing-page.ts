// GET /api/p/{slug}: a published page as any visitor sees it, signed in or not.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicLandingPage } from '@schemas/landing-pages.ts';
import { landingKeys } from '@/features/landing-pages/api/keys';
import { api } from '@/lib/api-client';
import { notAgainWhenMissing } from '@/lib/query-client';

export async function getPublicLandingPage(slug: string, signal?: AbortSignal) {
  return (await api.get<PublicLandingPage>(`/p/${encodeURIComponent(slug)}`, undefined, signal)).data;
}

export const getPublicLandingPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: landingKeys.published(slug),
    queryFn: ({ signal }) => getPublicLandingPage(slug, signal),
    retry: false,
    retryOnMount: notAgainWhenMissing,
  });

export function usePublicLandingPage(slug: string) {
  return useQuery(getPublicLandingPageQueryOptions(slug));
}
