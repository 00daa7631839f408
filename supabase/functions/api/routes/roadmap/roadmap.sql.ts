// The SQL of /api/roadmap.
import type postgres from 'postgres';

export interface ItemRow {
  quarter: string;
  theme: string;
  label: string;
  status: 'done' | 'in_progress' | 'planned';
}

export function roadmapItems(tx: postgres.TransactionSql) {
  return tx<ItemRow[]>`select quarter, theme, label, status from public.roadmap_items order by position`;
}
