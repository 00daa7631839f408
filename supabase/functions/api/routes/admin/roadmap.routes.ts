// The contract of /api/admin/roadmap: administrators add, rename, move between quarters and statuses, reorder and
// delete the public roadmap's items. (The public read is GET /api/roadmap.)
import { roadmapItemSchema, roadmapMoveSchema } from '../../../_shared/schemas/roadmap.ts';
import type { RouteContract } from '../common/contract.ts';

export const list = {
  method: 'GET',
  path: '/roadmap',
  access: { admin: 'edit the roadmap' },
  statuses: [200, 401, 403],
} as const satisfies RouteContract;

export const add = {
  method: 'POST',
  path: '/roadmap',
  access: { admin: 'edit the roadmap' },
  body: { type: 'json', schema: roadmapItemSchema },
  statuses: [201, 400, 401, 403, 413, 415, 422],
  message: 'Roadmap item added.',
} as const satisfies RouteContract;

export const update = {
  method: 'PUT',
  path: '/roadmap/:id',
  access: { admin: 'edit the roadmap' },
  body: { type: 'json', schema: roadmapItemSchema },
  statuses: [200, 400, 401, 403, 404, 413, 415, 422],
  message: 'Roadmap item updated.',
} as const satisfies RouteContract;

/** One step up or down within the item's quarter; 409 at the quarter's first or last item. Answers the list. */
export const move = {
  method: 'PUT',
  path: '/roadmap/:id/move',
  access: { admin: 'edit the roadmap' },
  body: { type: 'json', schema: roadmapMoveSchema },
  statuses: [200, 400, 401, 403, 404, 409, 413, 415, 422],
  message: 'Roadmap item moved.',
} as const satisfies RouteContract;

export const remove = {
  method: 'DELETE',
  path: '/roadmap/:id',
  access: { admin: 'edit the roadmap' },
  statuses: [200, 401, 403, 404],
  message: 'Roadmap item deleted.',
} as const satisfies RouteContract;
