// The handlers of the trash; they run in the request's transaction, after the route's administrator guard.
import { fromPostgres, unauthorized, ApiError } from '../../../_shared/errors.ts';
import { iso } from '../../../_shared/schemas/api.ts';
import type { TrashedIdea } from '../../../_shared/schemas/trash.ts';
import type { Ctx } from '../common/context.ts';
import { reply, type Input } from '../common/mount.ts';
import { sameSecret, workerSecret } from '../mail/mail-settings.ts';
import { purgeTrash } from './trash-purge.ts';
import * as routes from './trash.routes.ts';
import * as sql from './trash.sql.ts';

const toTrashedIdea = (row: sql.TrashRow): TrashedIdea => ({
  id: row.id,
  title: row.title,
  category: row.category as TrashedIdea['category'],
  status: row.status as TrashedIdea['status'],
  author: { id: row.author_id, displayName: row.author_display_name },
  totalRatings: row.total_ratings,
  commentCount: row.comment_count,
  deletedAt: iso(row.deleted_at),
  deletedBy: row.deleted_by ? { id: row.deleted_by, displayName: row.deleted_by_display_name ?? '' } : null,
  purgeAt: iso(row.purge_at),
  mergedInto: row.merged_into ? { id: row.merged_into, title: row.merged_into_title ?? '' } : null,
});

export async function list(c: Ctx, { query, tx }: Input<typeof routes.list>) {
  const rows = await tx((t) => sql.trashPage(t, query));
  const total = rows.length ? Number(rows[0]!.total) : 0;
  return reply(c, routes.list, rows.map(toTrashedIdea), { total, limit: query.limit, offset: query.offset });
}

export async function restore(c: Ctx, { params, tx }: Input<typeof routes.restore>) {
  await tx((t) => sql.restore(t, params.id));
  return reply(c, routes.restore, { id: params.id });
}

export async function purge(c: Ctx, _input: Input<typeof routes.purge>) {
  if (!sameSecret(c.req.header('x-mail-worker-secret') ?? '', workerSecret())) {
    throw unauthorized('The purge needs the workers\' secret.');
  }
  try {
    return reply(c, routes.purge, await purgeTrash(Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')));
  } catch (error) {
    // Its database errors get the same 503s as a caller's.
    throw error instanceof ApiError ? error : fromPostgres(error);
  }
}
