// The handlers of /api/roadmap.
import { asCaller } from '../../../_shared/db.ts';
import { ok } from '../../../_shared/http.ts';
import type { Ctx } from '../common/context.ts';
import { roadmapItems, type ItemRow } from './roadmap.sql.ts';

interface Quarter {
  quarter: string;
  theme: string;
  items: { label: string; status: ItemRow['status'] }[];
}

export async function list(c: Ctx) {
  const rows = await asCaller(c.get('caller'), (tx) => roadmapItems(tx));
  const quarters: Quarter[] = [];
  for (const row of rows) {
    let group = quarters.at(-1);
    if (!group || group.quarter !== row.quarter) {
      group = { quarter: row.quarter, theme: row.theme, items: [] };
      quarters.push(group);
    }
    group.items.push({ label: row.label, status: row.status });
  }
  return ok(c, quarters);
}
