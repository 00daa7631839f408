// PUT /api/landing-pages/{id}: the draft as it is now, saved while the member edits.
import type { LandingPage, SaveLandingInput } from '@schemas/landing-pages.ts';
import { putPageInCache } from '@/features/landing-pages/api/get-landing-pages';
import { landingKeys, pagePath } from '@/features/landing-pages/api/keys';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/mutation';

export async function saveLandingPage({ id, ...input }: SaveLandingInput & { id: string }) {
  return (await api.put<LandingPage>(pagePath(id), input)).data;
}

export function useSaveLandingPage() {
  // The saved page becomes the cache's copy without a refetch: the editor keeps its own text meanwhile. The
  // public page is read again: the answer does not hold its verdict.
  return useRefreshingMutation(saveLandingPage, (queryClient, _input, page) => {
    putPageInCache(queryClient, page);
    void queryClient.resetQueries({ queryKey: landingKeys.published(page.slug) });
  });
}
