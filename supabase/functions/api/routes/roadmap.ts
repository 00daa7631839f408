// /api/roadmap: the public roadmap grouped by quarter, in position order.
import { Hono } from 'hono';
import { asCaller } from '../../_shared/db.ts';
import { ok } from '../../_shared/http.ts';
import type { Env } from './context.ts';

interface ItemRow {
  quarter: string;
  theme: string;
  label: string;
  status: 'done' | 'in_progress' | 'planned';
}

export const roadmap = new Hono<Env>().get('/', async (c) => {
  const rows = await asCaller(c.get('caller'), (tx) => tx<ItemRow[]>`
    select quarter, theme, label, status from public.roadmap_items order by position`);
  const quarters: { quarter: string; theme: string; items: { label: string; status: ItemRow['status'] }[] }[] = [];
  for (const row of rows) {
    let group = quarters.at(-1);
    if (!group || group.quarter !== row.quarter) {
      group = { quarter: row.quarter, theme: row.theme, items: [] };
      quarters.push(group);
    }
    group.items.push({ label: row.label, status: row.status });
  }
  return ok(c, quarters);
});
