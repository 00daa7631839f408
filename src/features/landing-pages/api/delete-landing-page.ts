// DELETE /api/landing-pages/{id}: the page, its address and its waitlist go.
import { landingKeys, pagePath } from '@/features/landing-pages/api/keys';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/mutation';

export async function deleteLandingPage(id: string) {
  await api.delete(pagePath(id));
}

export function useDeleteLandingPage() {
  return useRefreshingMutation(deleteLandingPage, (queryClient, id) => {
    queryClient.removeQueries({ queryKey: landingKeys.detail(id) });
    return queryClient.invalidateQueries({ queryKey: landingKeys.mine() });
  });
}
