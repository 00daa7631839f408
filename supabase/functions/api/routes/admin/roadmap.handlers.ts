// The handlers of /api/admin/roadmap; each runs after its route's administrator guard.
import { asCaller } from '../../../_shared/db.ts';
import { conflict, notFound } from '../../../_shared/errors.ts';
import { ok, readJson, validate } from '../../../_shared/http.ts';
import { signedIn, type Ctx } from '../common/context.ts';
import * as routes from './roadmap.routes.ts';
import * as sql from './roadmap.sql.ts';

const NOT_FOUND = 'Roadmap item not found';

/** Item ids are the table's identity numbers; anything else names no item. */
function itemId(c: Ctx): string {
  const id = c.req.param('id') ?? '';
  if (!/^[1-9][0-9]{0,17}$/.test(id)) throw notFound(NOT_FOUND);
  return id;
}

const toItem = (row: sql.AdminItemRow) => ({
  id: Number(row.id),
  quarter: row.quarter,
  theme: row.theme,
  label: row.label,
  status: row.status,
  position: row.position,
});

export async function list(c: Ctx) {
  const rows = await asCaller(signedIn(c), (tx) => sql.listItems(tx));
  return ok(c, rows.map(toItem));
}

export async function add(c: Ctx) {
  const input = validate(routes.add.body.schema, await readJson(c));
  const row = await asCaller(signedIn(c), (tx) => sql.addItem(tx, input));
  return ok(c, toItem(row), 201, routes.add.message);
}

export async function update(c: Ctx) {
  const id = itemId(c);
  const input = validate(routes.update.body.schema, await readJson(c));
  const row = await asCaller(signedIn(c), (tx) => sql.updateItem(tx, id, input));
  if (!row) throw notFound(NOT_FOUND);
  return ok(c, toItem(row), 200, routes.update.message);
}

export async function move(c: Ctx) {
  const id = itemId(c);
  const { direction } = validate(routes.move.body.schema, await readJson(c));
  const rows = await asCaller(signedIn(c), async (tx) => {
    // Locks the roadmap, so two moves at once cannot swap the same positions twice.
    await tx`select 1 from public.roadmap_items for update`;
    const items = await sql.listItems(tx);
    const index = items.findIndex((item) => item.id === id);
    if (index < 0) throw notFound(NOT_FOUND);
    const item = items[index]!;
    const neighbour = items[direction === 'up' ? index - 1 : index + 1];
    if (!neighbour || neighbour.quarter !== item.quarter) {
      throw conflict(`This item is already ${direction === 'up' ? 'first' : 'last'} in ${item.quarter}.`, 'wrong_state');
    }
    await sql.swapPositions(tx, item, neighbour);
    return await sql.listItems(tx);
  });
  return ok(c, rows.map(toItem), 200, routes.move.message);
}

export async function remove(c: Ctx) {
  const id = itemId(c);
  const deleted = await asCaller(signedIn(c), (tx) => sql.deleteItem(tx, id));
  if (!deleted) throw notFound(NOT_FOUND);
  return ok(c, { id: Number(id) }, 200, routes.remove.message);
}
