// The handlers of the administrators' moderation; each runs in the request's transaction, after its route's
// administrator guard. Refusals (404, 409) come from the database functions themselves.
import { notFound } from '../../../_shared/errors.ts';
import { iso } from '../../../_shared/schemas/api.ts';
import type { ReportedTarget } from '../../../_shared/schemas/reports.ts';
import type { Ctx } from '../common/context.ts';
import { toIdea } from '../common/idea-shape.ts';
import { reply, type Input } from '../common/mount.ts';
import * as routes from './moderation.routes.ts';
import * as sql from './moderation.sql.ts';

const toReportedTarget = (row: sql.ReportedRow): ReportedTarget => ({
  targetType: row.target_type,
  targetId: row.target_id,
  idea: { id: row.idea_id, title: row.idea_title, status: row.idea_status },
  excerpt: row.excerpt,
  author: row.author,
  count: row.count,
  reasons: row.reasons,
  reports: row.reports,
  firstReportedAt: iso(row.first_at),
  lastReportedAt: iso(row.last_at),
});

export async function queue(c: Ctx, { query, tx }: Input<typeof routes.queue>) {
  const { limit, offset } = query;
  const page = await tx((t) => sql.reportQueue(t, limit, offset));
  return reply(c, routes.queue, page.rows.map(toReportedTarget), { total: page.total, open: page.open, limit, offset });
}

export async function dismiss(c: Ctx, { params, tx }: Input<typeof routes.dismiss>) {
  const dismissed = await tx((t) => sql.dismissReports(t, params.id));
  return reply(c, routes.dismiss, { targetId: params.id, dismissed });
}

export async function hideComment(c: Ctx, { params, body, tx }: Input<typeof routes.hideComment>) {
  await tx(async (t) => {
    // The comment is named before the body is read, as for every route that names a row.
    if (!(await sql.commentExists(t, params.id))) throw notFound(routes.hideComment.notFound);
    await sql.hideComment(t, params.id, (await body()).reason);
  });
  return reply(c, routes.hideComment, { id: params.id, hidden: true });
}

export async function unhideComment(c: Ctx, { params, tx }: Input<typeof routes.unhideComment>) {
  await tx((t) => sql.unhideComment(t, params.id));
  return reply(c, routes.unhideComment, { id: params.id, hidden: false });
}

export async function sendBack(c: Ctx, { params, body, tx }: Input<typeof routes.sendBack>) {
  const idea = await tx(async (t) => sql.sendIdeaBack(t, params.id, (await body()).reason ?? null));
  return reply(c, routes.sendBack, toIdea(idea));
}
