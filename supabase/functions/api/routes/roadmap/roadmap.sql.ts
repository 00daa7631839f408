// The SQL of /api/roadmap.
import type postgres from 'postgres';
import type { Tables } from '../../../_shared/database.types.ts';
import type { RoadmapStatus } from '../../../_shared/schemas/constants.ts';

export type ItemRow = Pick<Tables<'roadmap_items'>, 'quarter' | 'theme' | 'label'> & {
  // The check constraint lets only these in (tests/stack/database-lists.test.ts).
  status: RoadmapStatus;
};

/**
 * The roadmap's order: quarters in time ('Q4 2025' before 'Q1 2026'; a quarter written otherwise after them, at
 * its first item), then position. An item an administrator moves to another quarter so joins that quarter's
 * group wherever its position lies, and the public list still groups each quarter once.
 */
export const ROADMAP_ORDER = `
  case when quarter ~ '^Q[1-4] [0-9]{4}$' then substr(quarter, 4)::int * 10 + substr(quarter, 2, 1)::int end
    nulls last,
  min(position) over (partition by quarter), position`;

export function roadmapItems(tx: postgres.TransactionSql) {
  return tx.unsafe<ItemRow[]>(`select quarter, theme, label, status from public.roadmap_items order by ${ROADMAP_ORDER}`);
}
