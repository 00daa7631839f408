// The Audit tab's filters and page, kept in the URL (?tab=audit&action=idea.approve&from=2026-11-01...) so a reload
// or a shared link shows the same entries. A value the tab would not offer (an unknown action, a malformed date or
// id) is ignored, as if absent.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditTargetType,
} from '@schemas/constants.ts';
import type { AuditFilters } from '@/features/admin/api/get-audit-log';

const FILTER_KEYS = ['action', 'actor', 'targetType', 'targetId', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
const matching = (pattern: RegExp, value: string | null) =>
  value && pattern.test(value) ? value : undefined;

function readFilters(params: URLSearchParams): AuditFilters {
  const targetType = oneOf<AuditTargetType>(AUDIT_TARGET_TYPES, params.get('targetType'));
  const targetId = params.get('targetId')?.trim().slice(0, 100);
  return {
    action: oneOf<AuditAction>(AUDIT_ACTIONS, params.get('action')),
    actor: matching(ID, params.get('actor')),
    targetType,
    targetId: targetType && targetId ? targetId : undefined,
    from: matching(DAY, params.get('from')),
    to: matching(DAY, params.get('to')),
  };
}

export function useAuditFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  // A new object each render: the query key compares by value.
  const filters = readFilters(searchParams);
  const page = Math.max(0, Math.min(10_000, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1) - 1);

  /** Changes some filters (undefined or '' clears one) and goes back to the first page. */
  const setFilters = useCallback(
    (change: Partial<AuditFilters>) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          for (const [name, value] of Object.entries(change)) {
            if (value) params.set(name, value);
            else params.delete(name);
          }
          if ('targetType' in change && !change.targetType) params.delete('targetId');
          params.delete('page');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const setPage = useCallback(
    (next: number) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next > 0) params.set('page', String(next + 1));
          else params.delete('page');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const clear = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          for (const name of [...FILTER_KEYS, 'page']) params.delete(name);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { filters, page, setFilters, setPage, clear };
}
