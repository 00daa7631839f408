// The contract of /api/ratings: an idea's ratings, and rating an idea.
import { ratingInputSchema, ratingPageQuerySchema } from '../../../_shared/schemas/ratings.ts';
import type { RouteContract } from '../common/contract.ts';

/**
 * A page of the idea's ratings, newest first, with meta { total, limit, offset, own } (own: the caller's rating,
 * null for visitors and non-raters). 404 when the caller cannot see the idea (anonymous raters are hidden by the
 * database).
 */
export const listForIdea = {
  method: 'GET',
  path: '/idea/:id',
  access: 'public',
  conditional: true,
  query: ratingPageQuerySchema,
  statuses: [200, 401, 404, 422],
} as const satisfies RouteContract;

/**
 * Every member may rate; which idea they rate is named by the body itself, so the rating's own rules (someone
 * else's idea, approved, once: 403, 404, 409 from the ratings trigger and constraint) apply after the body is read.
 * Visitors get their 401, and a deleted member's still valid token its 403 user_not_found, before.
 */
export const create = {
  method: 'POST',
  path: '/',
  access: 'member',
  body: { type: 'json', schema: ratingInputSchema },
  statuses: [201, 400, 401, 403, 404, 409, 413, 415, 422],
  message: 'Rating submitted successfully!',
} as const satisfies RouteContract;
