// The contract of /api/ratings: an idea's ratings, and rating an idea.
import {
  ratingInputSchema,
  ratingPageMetaSchema,
  ratingPageQuerySchema,
  ratingResultSchema,
  ratingSchema,
} from '../../../_shared/schemas/ratings.ts';
import type { RouteContract } from '../common/contract.ts';
import { IDEA_NOT_FOUND } from '../common/messages.ts';
import { idParams } from '../common/params.ts';

/**
 * A page of the idea's ratings, newest first, with meta { total, limit, offset, own } (own: the caller's rating,
 * null for visitors and non-raters). 404 when the caller cannot see the idea (anonymous raters are hidden by the
 * database).
 */
export const listForIdea = {
  method: 'GET',
  path: '/idea/:id',
  summary: "A page of an idea's ratings, newest first, with the caller's own rating.",
  access: 'public',
  conditional: { resources: ['idea:{id}'] },
  params: idParams,
  notFound: IDEA_NOT_FOUND,
  query: ratingPageQuerySchema,
  response: { data: ratingSchema.array(), meta: ratingPageMetaSchema },
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
  summary: "Rate another member's approved idea, once, on its three dimensions.",
  access: 'member',
  account: 'gone',
  body: { type: 'json', schema: ratingInputSchema },
  response: { data: ratingResultSchema },
  statuses: [201, 400, 401, 403, 404, 409, 413, 415, 422],
  message: 'Rating submitted successfully!',
} as const satisfies RouteContract;
