// GET /api/roadmap: the public roadmap, grouped by quarter (docs/product-spec.md section 4).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoadmapQuarter } from '@schemas/roadmap.ts';
import { api } from '@/lib/api-client';

export async function getRoadmap(signal?: AbortSignal): Promise<RoadmapQuarter[]> {
  return (await api.get<RoadmapQuarter[]>('/roadmap', undefined, signal)).data;
}

export const roadmapKeys = { all: ['roadmap'] as const };

export const getRoadmapQueryOptions = () =>
  queryOptions({ queryKey: roadmapKeys.all, queryFn: ({ signal }) => getRoadmap(signal) });

export function useRoadmap() {
  return useQuery(getRoadmapQueryOptions());
}
