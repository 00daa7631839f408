// GET /api/admin/reports: one page of the reported ideas and comments, most recently reported first, with the
// number of reported targets (`meta.total`) and of open reports (`meta.open`, the tab's count).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportedTarget, ReportQueueMeta } from '@schemas/reports.ts';
import { reportKeys } from '@/features/admin/api/reports-keys';
import { api } from '@/lib/api-client';

export const REPORTS_PAGE_SIZE = 20;

export interface ReportsPage {
  targets: ReportedTarget[];
  total: number;
  open: number;
}

export async function getReports(page: number, signal?: AbortSignal): Promise<ReportsPage> {
  const query = { limit: REPORTS_PAGE_SIZE, offset: page * REPORTS_PAGE_SIZE };
  const answer = await api.get<ReportedTarget[]>('/admin/reports', query, signal);
  // The queue's meta adds `open` to the paging (ReportQueueMeta).
  const meta: Partial<Pick<ReportQueueMeta, 'total' | 'open'>> | undefined = answer.meta;
  return { targets: answer.data, total: meta?.total ?? answer.data.length, open: meta?.open ?? 0 };
}

export const getReportsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: reportKeys.page(page),
    queryFn: ({ signal }) => getReports(page, signal),
    placeholderData: keepPreviousData,
    // Members report from other screens at any time: the queue is read afresh whenever it is shown.
    staleTime: 0,
  });

export function useReports(page: number) {
  return useQuery(getReportsQueryOptions(page));
}
