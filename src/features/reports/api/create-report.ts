// POST /api/reports: one report of an idea or a comment. Afterwards the member's reports of the idea are fetched
// again, so the action turns into 'Reported' (also after a 409: the report was there already).
import type { OwnReport, ReportInput } from '@schemas/reports.ts';
import { reportKeys } from '@/features/reports/api/get-own-reports';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/mutation';

export interface CreateReportVariables extends ReportInput {
  /** The idea whose page shows the target (the idea itself, or the comment's). */
  ideaId: string;
}

export async function createReport({ ideaId: _ideaId, ...input }: CreateReportVariables): Promise<OwnReport> {
  return (await api.post<OwnReport>('/reports', input)).data;
}

export function useCreateReport() {
  return useRefreshingMutation(createReport, (queryClient, { ideaId }) =>
    queryClient.invalidateQueries({ queryKey: reportKeys.ownOfIdea(ideaId) }),
  );
}
