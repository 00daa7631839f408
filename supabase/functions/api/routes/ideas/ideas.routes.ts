// The contract of /api/ideas: the public list and detail, and members' submit, edit and delete.
import { ideaInputSchema, ideaListQuerySchema, similarIdeasQuerySchema } from '../../../_shared/schemas/ideas.ts';
import { SIGNED_URL_SECONDS } from '../../../_shared/schemas/common.ts';
import type { RouteContract } from '../common/contract.ts';
import { DELETED, EDITED } from '../common/messages.ts';

export const list = {
  method: 'GET',
  path: '/',
  access: 'public',
  conditional: true,
  query: ideaListQuerySchema,
  statuses: [200, 401, 422],
} as const satisfies RouteContract;

/**
 * Up to 3 approved ideas whose title looks like the given one, best first, each with its similarity (0 to 1).
 * Mounted before '/:id', which would otherwise take 'similar' for an id.
 */
export const similar = {
  method: 'GET',
  path: '/similar',
  access: 'public',
  query: similarIdeasQuerySchema,
  statuses: [200, 401, 422],
} as const satisfies RouteContract;

export const get = {
  method: 'GET',
  path: '/:id',
  access: 'public',
  // The pitch deck's signed URL expires: a 304 may keep it for half its lifetime at most.
  conditional: { freshForSeconds: SIGNED_URL_SECONDS / 2 },
  statuses: [200, 401, 404],
} as const satisfies RouteContract;

/**
 * How far the idea's scores can be trusted: per dimension the mean, the adjusted score, the spread, the ten-band
 * histogram and the category's median (docs/product-spec.md section 4). 404 like the idea itself.
 */
export const scores = {
  method: 'GET',
  path: '/:id/scores',
  access: 'public',
  conditional: true,
  statuses: [200, 401, 404],
} as const satisfies RouteContract;

/** A deleted member's still valid token: 403 user_not_found before the form is read. */
export const create = {
  method: 'POST',
  path: '/',
  access: 'member',
  body: { type: 'multipart', schema: ideaInputSchema },
  statuses: [201, 400, 401, 403, 413, 415, 422],
  message: 'Idea submitted successfully! It will be reviewed by our team.',
} as const satisfies RouteContract;

/** 404 when the caller cannot see the idea, 403 when it is not theirs: both before the form is read. */
export const update = {
  method: 'PUT',
  path: '/:id',
  access: 'member',
  body: { type: 'multipart', schema: ideaInputSchema },
  statuses: [200, 400, 401, 403, 404, 413, 415, 422],
  message: EDITED,
} as const satisfies RouteContract;

export const remove = {
  method: 'DELETE',
  path: '/:id',
  access: 'member',
  statuses: [200, 401, 403, 404],
  message: DELETED,
} as const satisfies RouteContract;
