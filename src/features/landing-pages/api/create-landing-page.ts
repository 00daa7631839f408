// POST /api/landing-pages: drafts a page from one of the caller's ideas in the chosen tone. meta.notice says when a
// configured AI provider failed and the templates wrote the draft instead.
import type { DraftMeta, GenerateLandingInput, LandingPage } from '@schemas/landing-pages.ts';
import { landingKeys } from '@/features/landing-pages/api/keys';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/mutation';

export interface CreatedLandingPage {
  page: LandingPage;
  notice?: string;
}

export async function createLandingPage(input: GenerateLandingInput): Promise<CreatedLandingPage> {
  const envelope = await api.post<LandingPage>('/landing-pages', input);
  const meta = envelope.meta as DraftMeta;
  return { page: envelope.data, notice: meta?.notice };
}

export function useCreateLandingPage() {
  return useRefreshingMutation(createLandingPage, (queryClient, _input, { page }) => {
    queryClient.setQueryData(landingKeys.detail(page.id), page);
    return queryClient.invalidateQueries({ queryKey: landingKeys.mine() });
  });
}
