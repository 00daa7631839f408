// The SQL of /api/roadmap.
import type postgres from 'postgres';
import type { Tables } from '../../../_shared/database.types.ts';
import type { RoadmapStatus } from '../../../_shared/schemas/constants.ts';
import type { RoadmapEntry } from '../../../_shared/schemas/roadmap.ts';

export type ItemRow = Pick<Tables<'roadmap_items'>, 'quarter' | 'theme' | 'label'> & {
  // The check constraint lets only these in (tests/stack/database-lists.test.ts).
  status: RoadmapStatus;
};

/** A public item: its id, when it shipped and its ideas, built by Postgres in the answer's shape. */
export type PublicItemRow = ItemRow & Pick<RoadmapEntry, 'id' | 'shippedAt' | 'ideas'>;

/**
 * The roadmap's order: quarters in time ('Q4 2025' before 'Q1 2026'; a quarter written otherwise after them, at
 * its first item), then position. An item an administrator moves to another quarter so joins that quarter's
 * group wherever its position lies, and the public list still groups each quarter once.
 */
export const ROADMAP_ORDER = `
  case when quarter ~ '^Q[1-4] [0-9]{4}$' then substr(quarter, 4)::int * 10 + substr(quarter, 2, 1)::int end
    nulls last,
  min(position) over (partition by quarter), position`;

/**
 * Every item with its ideas: approved ones outside the trash only, so every caller reads the same roadmap (an
 * administrator's policies would show more). Best trusted score first, as on the leaderboard.
 */
export function roadmapItems(tx: postgres.TransactionSql) {
  return tx.unsafe<PublicItemRow[]>(`
    select r.id::int as id, quarter, theme, label, status,
           to_char(shipped_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "shippedAt",
           coalesce((
             select jsonb_agg(jsonb_build_object(
                      'id', i.id, 'title', i.title, 'category', i.category,
                      'adjustedScore', i.adjusted_score::float8, 'finalScore', i.final_score::float8,
                      'totalRatings', i.total_ratings)
                    order by i.adjusted_score desc, i.title, i.id)
             from public.ideas as i
             where i.roadmap_item_id = r.id and i.status = 'approved' and i.deleted_at is null
           ), '[]'::jsonb) as ideas
    from public.roadmap_items as r
    order by ${ROADMAP_ORDER}`);
}
