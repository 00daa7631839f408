// POST /api/landing-pages/{id}/publish and /unpublish: the page goes online at /p/{slug}, or off it.
import type { LandingPage } from '@schemas/landing-pages.ts';
import { putPageInCache } from '@/features/landing-pages/api/get-landing-pages';
import { landingKeys, pagePath } from '@/features/landing-pages/api/keys';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/mutation';

export interface PublishInput {
  id: string;
  publish: boolean;
}

export async function setPublished({ id, publish }: PublishInput) {
  const envelope = await api.post<LandingPage>(`${pagePath(id)}/${publish ? 'publish' : 'unpublish'}`);
  return envelope.data;
}

export function useSetPublished() {
  return useRefreshingMutation(setPublished, (queryClient, _input, page) => {
    putPageInCache(queryClient, page);
    // Reset, not invalidated: a 'not online' answer kept from before is not asked again on mount.
    void queryClient.resetQueries({ queryKey: landingKeys.published(page.slug) });
  });
}
