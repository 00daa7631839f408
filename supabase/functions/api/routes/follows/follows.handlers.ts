// The handlers of following: /api/ideas/{id}/follow, /api/me/follows and /api/me/follow-settings.
import { notFound } from '../../../_shared/errors.ts';
import { iso } from '../../../_shared/schemas/api.ts';
import type { Ctx } from '../common/context.ts';
import { reply, type Input, type Tx } from '../common/mount.ts';
import { withTotal } from '../common/paging.ts';
import * as routes from './follows.routes.ts';
import * as sql from './follows.sql.ts';

/** The change, then the state it left; an idea the caller cannot see is missing before anything is written. */
async function changeFollow(tx: Tx, ideaId: string, change: (tx: Tx, ideaId: string) => Promise<void>) {
  if (!(await sql.followState(tx, ideaId))) throw notFound(routes.follow.notFound);
  await change(tx, ideaId);
  return (await sql.followState(tx, ideaId))!;
}

export async function follow(c: Ctx, { params, tx }: Input<typeof routes.follow>) {
  return reply(c, routes.follow, await tx((t) => changeFollow(t, params.id, sql.follow)));
}

export async function unfollow(c: Ctx, { params, tx }: Input<typeof routes.unfollow>) {
  return reply(c, routes.unfollow, await tx((t) => changeFollow(t, params.id, sql.unfollow)));
}

export async function mine(c: Ctx, { query, tx }: Input<typeof routes.mine>) {
  const { limit, offset } = query;
  const { rows, total } = await tx(async (t) =>
    withTotal(await sql.followedIdeas(t, limit, offset), offset, () => sql.followedIdeasTotal(t)),
  );
  const data = rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    category: row.category,
    followedAt: iso(row.created_at),
  }));
  return reply(c, routes.mine, data, { total, limit, offset });
}

export async function settings(c: Ctx, { tx }: Input<typeof routes.settings>) {
  return reply(c, routes.settings, { autoFollow: await tx((t) => sql.autoFollow(t)) });
}

export async function updateSettings(c: Ctx, { body, tx }: Input<typeof routes.updateSettings>) {
  const autoFollow = await tx(async (t) => sql.saveAutoFollow(t, (await body()).autoFollow));
  return reply(c, routes.updateSettings, { autoFollow });
}
