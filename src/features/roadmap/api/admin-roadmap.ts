// /api/admin/roadmap: the administrators' list of roadmap items and their writes. Every write refetches that list
// and the public roadmap (docs/product-spec.md section 7).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoadmapItemInput, RoadmapMoveInput } from '@schemas/roadmap.ts';
import { roadmapKeys, type RoadmapStatus } from '@/features/roadmap/api/get-roadmap';
import { api } from '@/lib/api-client';

export interface AdminRoadmapItem {
  id: number;
  quarter: string;
  theme: string;
  label: string;
  status: RoadmapStatus;
  position: number;
}

const adminRoadmapKey = [...roadmapKeys.all, 'admin'] as const;
const itemPath = (id: number) => `/admin/roadmap/${id}`;

export function useAdminRoadmap() {
  return useQuery(
    queryOptions({
      queryKey: adminRoadmapKey,
      queryFn: async ({ signal }) =>
        (await api.get<AdminRoadmapItem[]>('/admin/roadmap', undefined, signal)).data,
    }),
  );
}

export type RoadmapWrite =
  | { kind: 'add'; input: RoadmapItemInput }
  | { kind: 'update'; id: number; input: RoadmapItemInput }
  | { kind: 'move'; id: number; direction: RoadmapMoveInput['direction'] }
  | { kind: 'delete'; id: number };

async function write(change: RoadmapWrite): Promise<string | undefined> {
  switch (change.kind) {
    case 'add':
      return (await api.post('/admin/roadmap', change.input)).message;
    case 'update':
      return (await api.put(itemPath(change.id), change.input)).message;
    case 'move':
      return (await api.put(`${itemPath(change.id)}/move`, { direction: change.direction })).message;
    case 'delete':
      return (await api.delete(itemPath(change.id))).message;
  }
}

/** One hook for the four writes: each answers the API's message and refetches both roadmaps (the key's prefix). */
export function useRoadmapWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: roadmapKeys.all }),
  });
}
