// PUT and DELETE /api/admin/ideas/{id}/roadmap-item: an administrator puts an approved idea on a roadmap item, or
// takes it off. The roadmap (the public one lists each item's ideas) and the idea's page are refetched.
import type { RoadmapLinkState } from '@schemas/roadmap.ts';
import { api } from '@/lib/api-client';
import { ideaKeys } from '@/lib/ideas';
import { useRefreshingMutation } from '@/lib/mutation';
import { roadmapKeys } from '@/features/roadmap/api/get-roadmap';

export type RoadmapLinkChange =
  { kind: 'link'; ideaId: string; itemId: number } | { kind: 'unlink'; ideaId: string };

const linkPath = (ideaId: string) => `/admin/ideas/${ideaId}/roadmap-item`;

async function send(change: RoadmapLinkChange): Promise<{ message?: string; state: RoadmapLinkState }> {
  const { data, message } =
    change.kind === 'link'
      ? await api.put<RoadmapLinkState>(linkPath(change.ideaId), { itemId: change.itemId })
      : await api.delete<RoadmapLinkState>(linkPath(change.ideaId));
  return { message, state: data };
}

export function useRoadmapLink() {
  return useRefreshingMutation(send, (queryClient, change) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: roadmapKeys.all }),
      queryClient.invalidateQueries({ queryKey: ideaKeys.detail(change.ideaId) }),
    ]),
  );
}
