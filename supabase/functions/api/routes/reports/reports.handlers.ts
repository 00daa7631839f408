// The handlers of /api/reports.
import { iso } from '../../../_shared/schemas/api.ts';
import type { OwnReport } from '../../../_shared/schemas/reports.ts';
import type { Ctx } from '../common/context.ts';
import { reply, type Input } from '../common/mount.ts';
import * as routes from './reports.routes.ts';
import { insertReport, ownReports, type OwnReportRow } from './reports.sql.ts';

const toOwnReport = (row: OwnReportRow): OwnReport => ({
  id: row.id,
  targetType: row.target_type,
  targetId: row.target_id,
  reason: row.reason,
  status: row.status,
  createdAt: iso(row.created_at),
});

export async function create(c: Ctx, { body, tx }: Input<typeof routes.create>) {
  const row = await tx(async (t) => insertReport(t, await body()));
  return reply(c, routes.create, toOwnReport(row));
}

export async function mine(c: Ctx, { query, tx }: Input<typeof routes.mine>) {
  const rows = await tx((t) => ownReports(t, query.ideaId));
  return reply(c, routes.mine, rows.map(toOwnReport));
}
