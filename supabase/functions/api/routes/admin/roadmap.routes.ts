// The contract of /api/admin/roadmap: administrators add, rename, move between quarters and statuses, reorder and
// delete the public roadmap's items, and put approved ideas on them (/api/admin/ideas/{id}/roadmap-item). (The
// public read is GET /api/roadmap.)
import { z } from 'zod';
import {
  adminRoadmapItemSchema,
  roadmapItemDeletedSchema,
  roadmapItemSchema,
  roadmapLinkSchema,
  roadmapLinkStateSchema,
  roadmapMoveSchema,
} from '../../../_shared/schemas/roadmap.ts';
import type { RouteContract } from '../common/contract.ts';
import { IDEA_NOT_FOUND } from '../common/messages.ts';
import { idParams } from '../common/params.ts';

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

/**
 * An approved idea outside the trash joins an item (an idea is on one item at most: this moves it from another).
 * The idea's followers, raters and commenters are told. 404 for an idea that is not approved and for an unknown item.
 */
export const link = {
  method: 'PUT',
  path: '/ideas/:id/roadmap-item',
  summary: 'Put an approved idea on a roadmap item; its followers, raters and commenters are told.',
  access: { admin: 'link ideas to the roadmap' },
  params: idParams,
  notFound: IDEA_NOT_FOUND,
  body: { type: 'json', schema: roadmapLinkSchema },
  response: { data: roadmapLinkStateSchema },
  statuses: [200, 400, 401, 403, 404, 413, 415, 422],
  message: 'Idea added to the roadmap.',
} as const satisfies RouteContract;

/** Any idea outside the trash, so one sent back to review after it was linked can be taken off too. */
export const unlink = {
  method: 'DELETE',
  path: '/ideas/:id/roadmap-item',
  summary: 'Take an idea off its roadmap item (nothing changes for an idea on none).',
  access: { admin: 'link ideas to the roadmap' },
  params: idParams,
  notFound: IDEA_NOT_FOUND,
  response: { data: roadmapLinkStateSchema },
  statuses: [200, 401, 403, 404],
  message: 'Idea removed from the roadmap.',
} as const satisfies RouteContract;
