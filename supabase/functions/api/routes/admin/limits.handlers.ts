// The handlers of /api/admin/limits; they run in the request's transaction, after the route's administrator guard.
import { iso } from '../../../_shared/schemas/api.ts';
import type { Ctx } from '../common/context.ts';
import { reply, type Input } from '../common/mount.ts';
import * as routes from './limits.routes.ts';
import * as sql from './limits.sql.ts';

const toLimit = (row: sql.WriteLimitRow) => ({
  action: row.action,
  per: row.per,
  maxCount: row.max_count,
  label: row.label,
  updatedAt: iso(row.updated_at),
});

export async function list(c: Ctx, { tx }: Input<typeof routes.list>) {
  const rows = await tx((t) => sql.listLimits(t));
  return reply(c, routes.list, rows.map(toLimit));
}

/** An unknown limit is refused by private.set_write_limits (404), after the body is valid. */
export async function update(c: Ctx, { body, tx }: Input<typeof routes.update>) {
  const rows = await tx(async (t) => sql.setLimits(t, await body()));
  return reply(c, routes.update, rows.map(toLimit));
}
