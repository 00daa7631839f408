// The SQL of /api/admin/limits: private.admin_write_limits and private.set_write_limits check that the caller is an
// administrator; the change is audited in the same transaction.
import type postgres from 'postgres';
import type { WriteLimitsChange } from '../../../_shared/schemas/limits.ts';
import type { WriteLimitAction, WriteLimitWindow } from '../../../_shared/schemas/constants.ts';

export interface WriteLimitRow {
  action: WriteLimitAction;
  per: WriteLimitWindow;
  max_count: number;
  label: string;
  updated_at: Date;
}

const COLUMNS = 'action, per, max_count, label, updated_at';

export function listLimits(tx: postgres.TransactionSql) {
  return tx.unsafe<WriteLimitRow[]>(`select ${COLUMNS} from private.admin_write_limits()`);
}

export function setLimits(tx: postgres.TransactionSql, change: WriteLimitsChange) {
  return tx<WriteLimitRow[]>`
    select action, per, max_count, label, updated_at from private.set_write_limits(${tx.json(change.limits)})`;
}
