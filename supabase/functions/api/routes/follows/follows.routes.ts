// The contract of following ideas: follow and unfollow an idea, the caller's list of followed ideas, and their
// auto-follow setting (submitting, rating or commenting follows the idea unless it is off).
import {
  followedIdeaSchema,
  followSettingsInputSchema,
  followSettingsSchema,
  followsPageMetaSchema,
  followsPageQuerySchema,
  followStateSchema,
} from '../../../_shared/schemas/follows.ts';
import type { RouteContract } from '../common/contract.ts';
import { IDEA_NOT_FOUND } from '../common/messages.ts';
import { idParams } from '../common/params.ts';

/** Idempotent: following again changes nothing. 404 like a missing idea for one the caller cannot see. */
export const follow = {
  method: 'PUT',
  path: '/ideas/:id/follow',
  summary: 'Follow an idea the caller can see: hear of its changes, discussion and roadmap moves.',
  access: 'member',
  account: 'gone',
  params: idParams,
  notFound: IDEA_NOT_FOUND,
  response: { data: followStateSchema },
  statuses: [200, 401, 403, 404],
} as const satisfies RouteContract;

/** Idempotent: unfollowing an idea the caller does not follow changes nothing. Open to a suspended member. */
export const unfollow = {
  method: 'DELETE',
  path: '/ideas/:id/follow',
  summary: 'Stop following an idea.',
  access: 'member',
  params: idParams,
  notFound: IDEA_NOT_FOUND,
  response: { data: followStateSchema },
  statuses: [200, 401, 404],
} as const satisfies RouteContract;

/** Newest follow first, with meta { total, limit, offset }; ideas the caller can no longer see are left out. */
export const mine = {
  method: 'GET',
  path: '/me/follows',
  summary: 'A page of the ideas the caller follows, newest follow first.',
  access: 'member',
  query: followsPageQuerySchema,
  response: { data: followedIdeaSchema.array(), meta: followsPageMetaSchema },
  statuses: [200, 401, 422],
} as const satisfies RouteContract;

/** On until the member turns it off. */
export const settings = {
  method: 'GET',
  path: '/me/follow-settings',
  summary: "The caller's auto-follow setting.",
  access: 'member',
  response: { data: followSettingsSchema },
  statuses: [200, 401],
} as const satisfies RouteContract;

export const updateSettings = {
  method: 'PUT',
  path: '/me/follow-settings',
  summary: 'Turn auto-follow (following what one submits, rates or comments on) on or off.',
  access: 'member',
  account: 'profile',
  body: { type: 'json', schema: followSettingsInputSchema },
  response: { data: followSettingsSchema },
  statuses: [200, 400, 401, 404, 413, 415, 422],
  message: 'Follow settings saved.',
} as const satisfies RouteContract;
