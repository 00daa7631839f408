// The contract of /api/ideas: the public list and detail, and members' submit, edit and delete.
import { deletedSchema } from '../../../_shared/schemas/api.ts';
import { SIGNED_URL_SECONDS } from '../../../_shared/schemas/common.ts';
import {
  ideaInputSchema,
  ideaListMetaSchema,
  ideaListQuerySchema,
  ideaSchema,
  ideaScoresSchema,
  similarIdeaSchema,
  similarIdeasQuerySchema,
} from '../../../_shared/schemas/ideas.ts';
import type { RouteContract } from '../common/contract.ts';
import { DELETED, EDITED, IDEA_NOT_FOUND } from '../common/messages.ts';
import { idParams } from '../common/params.ts';

export const list = {
  method: 'GET',
  path: '/',
  summary: 'A page of ideas (the leaderboard): approved ones by default, filtered, searched and sorted.',
  access: 'public',
  // Approved ideas are every caller's alike (an author's and an administrator's extra ideas have other statuses).
  conditional: { resources: ['lists'], sameForEveryoneWhen: { status: 'approved' } },
  query: ideaListQuerySchema,
  response: { data: ideaSchema.array(), meta: ideaListMetaSchema },
  statuses: [200, 401, 422],
} as const satisfies RouteContract;

/**
 * Up to 3 approved ideas whose title looks like the given one, best first, each with its similarity (0 to 1).
 * Mounted before '/:id', which would otherwise take 'similar' for an id.
 */
export const similar = {
  method: 'GET',
  path: '/similar',
  summary: 'Up to 3 approved ideas whose title looks like the one being typed.',
  access: 'public',
  query: similarIdeasQuerySchema,
  response: { data: similarIdeaSchema.array().max(3) },
  statuses: [200, 401, 422],
} as const satisfies RouteContract;

export const get = {
  method: 'GET',
  path: '/:id',
  summary:
    'One idea the caller may see, with its deck link, its followers and roadmap item and, for its author and administrators, its edit waiting for review. A merged idea answers 404 (code idea_merged) whose details.mergedInto {id, title} names the idea it was merged into.',
  access: 'public',
  params: idParams,
  notFound: IDEA_NOT_FOUND,
  // The pitch deck's signed URL expires: a 304 may keep it for half its lifetime at most. The page shows its roadmap
  // item, which changes with the roadmap.
  conditional: { resources: ['idea:{id}', 'roadmap'], freshForSeconds: SIGNED_URL_SECONDS / 2 },
  response: { data: ideaSchema },
  statuses: [200, 401, 404],
} as const satisfies RouteContract;

/**
 * How far the idea's scores can be trusted: per dimension the mean, the adjusted score, the spread, the ten-band
 * histogram and the category's median (docs/product-spec.md section 4). 404 like the idea itself.
 */
export const scores = {
  method: 'GET',
  path: '/:id/scores',
  summary: "An idea's score details: per dimension the mean, adjusted score, spread, histogram and category median.",
  access: 'public',
  params: idParams,
  notFound: IDEA_NOT_FOUND,
  conditional: { resources: ['idea:{id}', 'lists'] },
  response: { data: ideaScoresSchema },
  statuses: [200, 401, 404],
} as const satisfies RouteContract;

/** A deleted member's still valid token: 403 user_not_found before the form is read. */
export const create = {
  method: 'POST',
  path: '/',
  summary: 'Submit an idea (multipart form, with an optional pitch deck); it waits for review.',
  access: 'member',
  account: 'gone',
  body: { type: 'multipart', schema: ideaInputSchema },
  response: { data: ideaSchema },
  statuses: [201, 400, 401, 403, 413, 415, 422, 429],
  message: 'Idea submitted successfully! It will be reviewed by our team.',
} as const satisfies RouteContract;

/** 404 when the caller cannot see the idea, 403 when it is not theirs: both before the form is read. */
export const update = {
  method: 'PUT',
  path: '/:id',
  summary: "Edit one's own idea; on an approved idea, every change (fields, tags, links, deck) waits for review.",
  access: 'member',
  params: idParams,
  notFound: IDEA_NOT_FOUND,
  body: { type: 'multipart', schema: ideaInputSchema },
  response: { data: ideaSchema },
  statuses: [200, 400, 401, 403, 404, 413, 415, 422, 429],
  message: EDITED,
} as const satisfies RouteContract;

export const remove = {
  method: 'DELETE',
  path: '/:id',
  summary: "Delete one's own idea: it goes to the trash, where an administrator can restore it for 30 days.",
  access: 'member',
  params: idParams,
  notFound: IDEA_NOT_FOUND,
  response: { data: deletedSchema },
  statuses: [200, 401, 403, 404],
  message: DELETED,
} as const satisfies RouteContract;
