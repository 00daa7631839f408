// The handler of GET /api/admin/audit; it runs in the request's transaction, after the route's administrator guard.
import { iso } from '../../../_shared/schemas/api.ts';
import type { AuditEntry } from '../../../_shared/schemas/audit.ts';
import type { Ctx } from '../common/context.ts';
import { reply, type Input } from '../common/mount.ts';
import * as routes from './audit.routes.ts';
import * as sql from './audit.sql.ts';

// Postgres holds the names (the triggers and definer functions that write them); the row types say text.
const toEntry = (row: sql.AuditRow): AuditEntry => ({
  id: Number(row.id),
  at: iso(row.at),
  actor: { id: row.actor_id, displayName: row.actor_name },
  action: row.action as AuditEntry['action'],
  target: { type: row.target_type as AuditEntry['target']['type'], id: row.target_id, label: row.label },
  before: row.before as AuditEntry['before'],
  after: row.after as AuditEntry['after'],
});

export async function list(c: Ctx, { query, tx }: Input<typeof routes.list>) {
  const rows = await tx((t) => sql.auditPage(t, query));
  const total = rows.length ? Number(rows[0]!.total) : 0;
  return reply(c, routes.list, rows.map(toEntry), { total, limit: query.limit, offset: query.offset });
}
