// The contract of /api/roadmap: the public roadmap grouped by quarter, in position order, with the ideas on each item.
import { roadmapQuarterSchema } from '../../../_shared/schemas/roadmap.ts';
import type { RouteContract } from '../common/contract.ts';

export const list = {
  method: 'GET',
  path: '/',
  summary: "The public roadmap: each quarter once, in time order, with its theme and items, each item's ideas and scores.",
  access: 'public',
  response: { data: roadmapQuarterSchema.array() },
  // The items' ideas show their titles and scores: any idea's change moves 'lists' on.
  conditional: { resources: ['roadmap', 'lists'] },
  statuses: [200, 401],
} as const satisfies RouteContract;
