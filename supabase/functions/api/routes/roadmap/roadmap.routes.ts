// The contract of /api/roadmap: the public roadmap grouped by quarter, in position order.
import { roadmapQuarterSchema } from '../../../_shared/schemas/roadmap.ts';
import type { RouteContract } from '../common/contract.ts';

export const list = {
  method: 'GET',
  path: '/',
  summary: 'The public roadmap: each quarter once, in time order, with its theme and items.',
  access: 'public',
  response: { data: roadmapQuarterSchema.array() },
  conditional: { resources: ['roadmap'] },
  statuses: [200, 401],
} as const satisfies RouteContract;
