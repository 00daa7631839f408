// The contract of /api/roadmap: the public roadmap grouped by quarter, in position order, with the ideas on each item.
import { roadmapQuarterSchema } from '../../../_shared/schemas/roadmap.ts';
import type { RouteContract } from '../common/contract.ts';

export const list = {
  method: 'GET',
  path: '/',
  summary: "The public roadmap: each quarter once, in time order, with its theme and items, each item's ideas and scores.",
  access: 'public',
  response: { data: roadmapQuarterSchema.array() },
  // An idea on an item moves 'roadmap' too when it changes (its scores, its title).
  conditional: { resources: ['roadmap'] },
  statuses: [200, 401],
} as const satisfies RouteContract;
