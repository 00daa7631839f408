// DELETE /api/landing-pages/{id}: the page, its address and its waitlist go.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landingKeys, pagePath } from '@/features/landing-pages/api/keys';
import { api } from '@/lib/api-client';

export async function deleteLandingPage(id: string) {
  await api.delete(pagePath(id));
}

export function useDeleteLandingPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLandingPage,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: landingKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: landingKeys.mine() });
    },
  });
}
