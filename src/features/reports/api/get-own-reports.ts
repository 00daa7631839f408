// GET /api/reports?ideaId=: the signed-in member's reports of an idea and of its comments, so that what they
// reported shows 'Reported' instead of the action.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnReport } from '@schemas/reports.ts';
import { api } from '@/lib/api-client';

export const reportKeys = {
  all: ['reports'] as const,
  ownOfIdea: (ideaId: string) => [...reportKeys.all, 'own', ideaId] as const,
};

export async function getOwnReports(ideaId: string, signal?: AbortSignal): Promise<OwnReport[]> {
  return (await api.get<OwnReport[]>('/reports', { ideaId }, signal)).data;
}

export const getOwnReportsQueryOptions = (ideaId: string) =>
  queryOptions({
    queryKey: reportKeys.ownOfIdea(ideaId),
    queryFn: ({ signal }) => getOwnReports(ideaId, signal),
  });

/** Only for a signed-in member: a visitor has no reports and may not ask. */
export function useOwnReports(ideaId: string, enabled: boolean) {
  return useQuery({ ...getOwnReportsQueryOptions(ideaId), enabled });
}
