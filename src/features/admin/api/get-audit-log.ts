// GET /api/admin/audit: one page of the audit log, newest first, filtered as the Audit tab's URL says, with the
// API's total (`meta.total`).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditAction, AuditEntry } from '@schemas/audit.ts';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { api } from '@/lib/api-client';

export const AUDIT_PAGE_SIZE = 25;

/** The Audit tab's filters: dates are calendar days (YYYY-MM-DD) in the administrator's time zone, both included. */
export interface AuditFilters {
  action?: AuditAction;
  actor?: string;
  targetType?: AuditEntry['target']['type'];
  targetId?: string;
  from?: string;
  to?: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
}

/** The start of a local calendar day as an instant; `days` later for the day after a range's last. */
function dayStart(day: string, days = 0): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date! + days).toISOString();
}

export async function getAuditLog(
  filters: AuditFilters,
  page: number,
  signal?: AbortSignal,
): Promise<AuditPage> {
  const answer = await api.get<AuditEntry[]>(
    '/admin/audit',
    {
      action: filters.action,
      actor: filters.actor,
      targetType: filters.targetType,
      targetId: filters.targetType ? filters.targetId : undefined,
      from: filters.from ? dayStart(filters.from) : undefined,
      to: filters.to ? dayStart(filters.to, 1) : undefined,
      limit: AUDIT_PAGE_SIZE,
      offset: page * AUDIT_PAGE_SIZE,
    },
    signal,
  );
  return { entries: answer.data, total: answer.meta?.total ?? answer.data.length };
}

export const auditKeys = {
  all: [...adminKeys.all, 'audit'] as const,
  page: (filters: AuditFilters, page: number) => [...auditKeys.all, filters, page] as const,
};

export const getAuditLogQueryOptions = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: auditKeys.page(filters, page),
    queryFn: ({ signal }) => getAuditLog(filters, page, signal),
    // Another page or filter keeps the rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
    // Every administrator's action, from any screen or session, adds to it: read it afresh each time it opens.
    staleTime: 0,
  });

export function useAuditLog(filters: AuditFilters, page: number) {
  return useQuery(getAuditLogQueryOptions(filters, page));
}
