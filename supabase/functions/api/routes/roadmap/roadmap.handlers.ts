// The handlers of /api/roadmap.
import type { RoadmapQuarter } from '../../../_shared/schemas/roadmap.ts';
import type { Ctx } from '../common/context.ts';
import { reply, type Input } from '../common/mount.ts';
import * as routes from './roadmap.routes.ts';
import { roadmapItems } from './roadmap.sql.ts';

export async function list(c: Ctx, { tx }: Input<typeof routes.list>) {
  const rows = await tx((t) => roadmapItems(t));
  const quarters: RoadmapQuarter[] = [];
  for (const row of rows) {
    let group = quarters.at(-1);
    if (!group || group.quarter !== row.quarter) {
      group = { quarter: row.quarter, theme: row.theme, items: [] };
      quarters.push(group);
    }
    group.items.push({ id: row.id, label: row.label, status: row.status, shippedAt: row.shippedAt, ideas: row.ideas });
  }
  return reply(c, routes.list, quarters);
}
