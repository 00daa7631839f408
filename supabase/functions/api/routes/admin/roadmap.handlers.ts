// The handlers of /api/admin/roadmap; each runs in the request's transaction, after its route's administrator guard.
import { conflict, notFound } from '../../../_shared/errors.ts';
import type { AdminRoadmapItem } from '../../../_shared/schemas/roadmap.ts';
import type { Ctx } from '../common/context.ts';
import { IDEA_NOT_FOUND } from '../common/messages.ts';
import { reply, type Input } from '../common/mount.ts';
import * as routes from './roadmap.routes.ts';
import * as sql from './roadmap.sql.ts';

const toItem = (row: sql.AdminItemRow): AdminRoadmapItem => ({
  id: Number(row.id),
  quarter: row.quarter,
  theme: row.theme,
  label: row.label,
  // The table's check holds the statuses (tests/stack compares the lists).
  status: row.status as AdminRoadmapItem['status'],
  position: row.position,
});

export async function list(c: Ctx, { tx }: Input<typeof routes.list>) {
  const rows = await tx((t) => sql.listItems(t));
  return reply(c, routes.list, rows.map(toItem));
}

export async function add(c: Ctx, { body, tx }: Input<typeof routes.add>) {
  const row = await tx(async (t) => await sql.addItem(t, await body()));
  return reply(c, routes.add, toItem(row));
}

/** An unknown item is refused before the body is read, as any row the path names. */
export async function update(c: Ctx, { params, body, tx }: Input<typeof routes.update>) {
  const row = await tx(async (t) => {
    const found = await t`select 1 from public.roadmap_items where id = ${params.id} for update`;
    if (!found.length) throw notFound(routes.update.notFound);
    return await sql.updateItem(t, params.id, await body());
  });
  if (!row) throw notFound(routes.update.notFound);
  return reply(c, routes.update, toItem(row));
}

export async function move(c: Ctx, { params, body, tx }: Input<typeof routes.move>) {
  const rows = await tx(async (t) => {
    // Locks the roadmap, so two moves at once cannot swap the same positions twice.
    await t`select 1 from public.roadmap_items for update`;
    const items = await sql.listItems(t);
    const index = items.findIndex((item) => item.id === params.id);
    if (index < 0) throw notFound(routes.move.notFound);
    const { direction } = await body();
    const item = items[index]!;
    const neighbour = items[direction === 'up' ? index - 1 : index + 1];
    if (!neighbour || neighbour.quarter !== item.quarter) {
      throw conflict(`This item is already ${direction === 'up' ? 'first' : 'last'} in ${item.quarter}.`, 'wrong_state');
    }
    await sql.swapPositions(t, item, neighbour);
    return await sql.listItems(t);
  });
  return reply(c, routes.move, rows.map(toItem));
}

export async function remove(c: Ctx, { params, tx }: Input<typeof routes.remove>) {
  const deleted = await tx((t) => sql.deleteItem(t, params.id));
  if (!deleted) throw notFound(routes.remove.notFound);
  return reply(c, routes.remove, { id: Number(params.id) });
}

/** The idea is checked before the body is read, as any row the path names; the item's 404 comes from the database. */
export async function link(c: Ctx, { params, body, tx }: Input<typeof routes.link>) {
  const itemId = await tx(async (t) => {
    if (!(await sql.linkableIdea(t, params.id))) throw notFound(IDEA_NOT_FOUND);
    const { itemId } = await body();
    await sql.linkIdea(t, params.id, itemId);
    return itemId;
  });
  return reply(c, routes.link, { ideaId: params.id, roadmapItemId: itemId });
}

export async function unlink(c: Ctx, { params, tx }: Input<typeof routes.unlink>) {
  await tx((t) => sql.unlinkIdea(t, params.id));
  return reply(c, routes.unlink, { ideaId: params.id, roadmapItemId: null });
}
