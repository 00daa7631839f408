// The SQL of /api/admin/roadmap, run as the caller: the roadmap_items policies let only administrators write, and the
// definer functions that link ideas check the caller is one.
import type postgres from 'postgres';
import type { Tables } from '../../../_shared/database.types.ts';
import type { RoadmapItemInput } from '../../../_shared/schemas/roadmap.ts';
import { ROADMAP_ORDER, type ItemRow } from '../roadmap/roadmap.sql.ts';

export type AdminItemRow = ItemRow &
  Pick<Tables<'roadmap_items'>, 'position'> & {
    // Read as id::text.
    id: string;
  };

const COLUMNS = 'id::text as id, quarter, theme, label, status, position';

export function listItems(tx: postgres.TransactionSql) {
  return tx.unsafe<AdminItemRow[]>(`select ${COLUMNS} from public.roadmap_items order by ${ROADMAP_ORDER}`);
}

export async function addItem(tx: postgres.TransactionSql, input: RoadmapItemInput): Promise<AdminItemRow> {
  const [row] = await tx.unsafe<AdminItemRow[]>(
    `insert into public.roadmap_items (quarter, theme, label, status, position)
     select $1, $2, $3, $4, coalesce(max(position), 0) + 1 from public.roadmap_items
     returning ${COLUMNS}`,
    [input.quarter, input.theme, input.label, input.status],
  );
  return row!;
}

export async function updateItem(
  tx: postgres.TransactionSql,
  id: string,
  input: RoadmapItemInput,
): Promise<AdminItemRow | null> {
  const [row] = await tx.unsafe<AdminItemRow[]>(
    `update public.roadmap_items set quarter = $2, theme = $3, label = $4, status = $5 where id = $1
     returning ${COLUMNS}`,
    [id, input.quarter, input.theme, input.label, input.status],
  );
  return row ?? null;
}

export async function deleteItem(tx: postgres.TransactionSql, id: string): Promise<boolean> {
  const rows = await tx`delete from public.roadmap_items where id = ${id} returning id`;
  return rows.length > 0;
}

/**
 * Swaps two items' positions. Positions are unique row by row, so the first steps aside to a position no item
 * holds (the negative of its own) before the second takes its place.
 */
export async function swapPositions(tx: postgres.TransactionSql, a: AdminItemRow, b: AdminItemRow): Promise<void> {
  await tx`update public.roadmap_items set position = ${-a.position} where id = ${a.id}`;
  await tx`update public.roadmap_items set position = ${a.position} where id = ${b.id}`;
  await tx`update public.roadmap_items set position = ${b.position} where id = ${a.id}`;
}

/** Whether the idea can go on the roadmap: approved and outside the trash (the link function says so again). */
export async function linkableIdea(tx: postgres.TransactionSql, ideaId: string): Promise<boolean> {
  const rows = await tx`
    select 1 from public.ideas where id = ${ideaId} and status = 'approved' and deleted_at is null`;
  return rows.length > 0;
}

/** Raises P0002 (404) for an unknown item. */
export async function linkIdea(tx: postgres.TransactionSql, ideaId: string, itemId: number): Promise<void> {
  await tx`select private.link_idea_to_roadmap(${ideaId}, ${itemId})`;
}

/** Raises P0002 (404) for an idea that is missing or in the trash. */
export async function unlinkIdea(tx: postgres.TransactionSql, ideaId: string): Promise<void> {
  await tx`select private.unlink_idea_from_roadmap(${ideaId})`;
}
