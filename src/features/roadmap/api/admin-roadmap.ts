// /api/admin/roadmap: the administrators' list of roadmap items and their writes. A write's answer goes into the
// cached list where it settles the list (a move answers the whole list; an edit within the same quarter and a delete
// leave the order as it was); otherwise the list is refetched. The public roadmap is refetched after every write
// (docs/product-spec.md section 7).
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRoadmapItem, RoadmapItemInput, RoadmapMoveInput } from '@schemas/roadmap.ts';
import { roadmapKeys } from '@/features/roadmap/api/get-roadmap';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/mutation';

const adminRoadmapKey = [...roadmapKeys.all, 'admin'] as const;
const itemPath = (id: number) => `/admin/roadmap/${id}`;

const adminRoadmapQueryOptions = () =>
  queryOptions({
    queryKey: adminRoadmapKey,
    queryFn: async ({ signal }) =>
      (await api.get<AdminRoadmapItem[]>('/admin/roadmap', undefined, signal)).data,
  });

export function useAdminRoadmap() {
  return useQuery(adminRoadmapQueryOptions());
}

export type RoadmapWrite =
  | { kind: 'add'; input: RoadmapItemInput }
  | { kind: 'update'; id: number; input: RoadmapItemInput }
  | { kind: 'move'; id: number; direction: RoadmapMoveInput['direction'] }
  | { kind: 'delete'; id: number };

/** What a write answers besides its message. */
type Answer =
  | { kind: 'add' | 'update'; item: AdminRoadmapItem }
  | { kind: 'move'; items: AdminRoadmapItem[] }
  | { kind: 'delete'; id: number };

async function write(change: RoadmapWrite): Promise<{ message?: string; answer: Answer }> {
  switch (change.kind) {
    case 'add': {
      const { data, message } = await api.post<AdminRoadmapItem>('/admin/roadmap', change.input);
      return { message, answer: { kind: 'add', item: data } };
    }
    case 'update': {
      const { data, message } = await api.put<AdminRoadmapItem>(itemPath(change.id), change.input);
      return { message, answer: { kind: 'update', item: data } };
    }
    case 'move': {
      const { data, message } = await api.put<AdminRoadmapItem[]>(`${itemPath(change.id)}/move`, {
        direction: change.direction,
      });
      return { message, answer: { kind: 'move', items: data } };
    }
    case 'delete': {
      const { data, message } = await api.delete<{ id: number }>(itemPath(change.id));
      return { message, answer: { kind: 'delete', id: data.id } };
    }
  }
}

/** The list as the answer leaves it, or null when only the API knows the new order. */
function answered(items: AdminRoadmapItem[], answer: Answer): AdminRoadmapItem[] | null {
  switch (answer.kind) {
    case 'add':
      // Where the item goes depends on its quarter's place in the roadmap.
      return null;
    case 'update': {
      const { item } = answer;
      // Within its quarter an item keeps its place; moved to another quarter, it joins that one wherever it is.
      const before = items.find((entry) => entry.id === item.id);
      return before?.quarter === item.quarter
        ? items.map((entry) => (entry.id === item.id ? item : entry))
        : null;
    }
    case 'move':
      return answer.items;
    case 'delete':
      return items.filter((entry) => entry.id !== answer.id);
  }
}

/** One hook for the four writes: each answers the API's message. */
export function useRoadmapWrite() {
  const queryClient = useQueryClient();
  // The public roadmap groups the items itself: it is refetched after every write, and so is the administrators'
  // list after a refusal (it may have changed under the write).
  const refetch = (lists: 'public' | 'both') =>
    queryClient.invalidateQueries({ queryKey: roadmapKeys.all, exact: lists === 'public' });
  return useRefreshingMutation(
    write,
    (_queryClient, _change, { answer }) => {
      const items = queryClient.getQueryData(adminRoadmapQueryOptions().queryKey);
      const next = items && answered(items, answer);
      if (!next) return refetch('both');
      queryClient.setQueryData(adminRoadmapQueryOptions().queryKey, next);
      return refetch('public');
    },
    { onError: () => refetch('both') },
  );
}
