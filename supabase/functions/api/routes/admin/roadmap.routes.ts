// The contract of /api/admin/roadmap: administrators add, rename, move between quarters and statuses, reorder and
// delete the public roadmap's items. (The public read is GET /api/roadmap.)
import { z } from 'zod';
import {
  adminRoadmapItemSchema,
  roadmapItemDeletedSchema,
  roadmapItemSchema,
  roadmapMoveSchema,
} from '../../../_shared/schemas/roadmap.ts';
import type { RouteContract } from '../common/contract.ts';

/** Item ids are the table's identity numbers; anything else names no item. */
const itemParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/) });
const NOT_FOUND = 'Roadmap item not found';

export const list = {
  method: 'GET',
  path: '/roadmap',
  summary: "Every roadmap item with its id and position, in the public roadmap's order.",
  access: { admin: 'edit the roadmap' },
  response: { data: adminRoadmapItemSchema.array() },
  statuses: [200, 401, 403],
} as const satisfies RouteContract;

export const add = {
  method: 'POST',
  path: '/roadmap',
  summary: 'Add an item at the end of the roadmap.',
  access: { admin: 'edit the roadmap' },
  body: { type: 'json', schema: roadmapItemSchema },
  response: { data: adminRoadmapItemSchema },
  statuses: [201, 400, 401, 403, 413, 415, 422],
  message: 'Roadmap item added.',
} as const satisfies RouteContract;

export const update = {
  method: 'PUT',
  path: '/roadmap/:id',
  summary: "Change an item's quarter, theme, label and status.",
  access: { admin: 'edit the roadmap' },
  params: itemParams,
  notFound: NOT_FOUND,
  body: { type: 'json', schema: roadmapItemSchema },
  response: { data: adminRoadmapItemSchema },
  statuses: [200, 400, 401, 403, 404, 413, 415, 422],
  message: 'Roadmap item updated.',
} as const satisfies RouteContract;

/** One step up or down within the item's quarter; 409 at the quarter's first or last item. Answers the list. */
export const move = {
  method: 'PUT',
  path: '/roadmap/:id/move',
  summary: 'Move an item one step up or down within its quarter.',
  access: { admin: 'edit the roadmap' },
  params: itemParams,
  notFound: NOT_FOUND,
  body: { type: 'json', schema: roadmapMoveSchema },
  response: { data: adminRoadmapItemSchema.array() },
  statuses: [200, 400, 401, 403, 404, 409, 413, 415, 422],
  message: 'Roadmap item moved.',
} as const satisfies RouteContract;

export const remove = {
  method: 'DELETE',
  path: '/roadmap/:id',
  summary: 'Delete an item.',
  access: { admin: 'edit the roadmap' },
  params: itemParams,
  notFound: NOT_FOUND,
  response: { data: roadmapItemDeletedSchema },
  statuses: [200, 401, 403, 404],
  message: 'Roadmap item deleted.',
} as const satisfies RouteContract;
