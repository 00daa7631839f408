// The contracts of suspension: administrators suspend a member for some days or until a date with a reason, lift
// the suspension, and void a suspended member's ratings. Visitors get 401 and members 403 before the body is read.
// A suspended member keeps reading; their writes anywhere answer 403 account_suspended (details: until, reason).
import { suspendSchema, suspensionChangeSchema, voidedRatingsSchema } from '../../../_shared/schemas/suspension.ts';
import type { RouteContract } from '../common/contract.ts';
import { idParams } from '../common/params.ts';

/**
 * Answers { uid, suspension }. An administrator cannot be suspended (409: demote first), so neither the caller nor
 * the last administrator can; an end in the past or more than 365 days ahead, or a missing reason, is 422. The
 * member is told by a notification; the change is audited (user.suspend).
 */
export const suspend = {
  method: 'PUT',
  path: '/users/:id/suspend',
  summary: 'Suspend a member for some days or until a date, with a reason: they read but cannot write.',
  access: { admin: 'suspend members' },
  params: idParams,
  notFound: 'User not found',
  body: { type: 'json', schema: suspendSchema },
  response: { data: suspensionChangeSchema },
  statuses: [200, 400, 401, 403, 404, 409, 413, 415, 422],
  message: 'Member suspended.',
} as const satisfies RouteContract;

/** Answers { uid, suspension: null }; lifting a suspension that has ended changes nothing. Audited (user.unsuspend). */
export const unsuspend = {
  method: 'PUT',
  path: '/users/:id/unsuspend',
  summary: "Lift a member's suspension now.",
  access: { admin: 'lift suspensions' },
  params: idParams,
  notFound: 'User not found',
  response: { data: suspensionChangeSchema },
  statuses: [200, 401, 403, 404],
  message: 'Suspension lifted.',
} as const satisfies RouteContract;

/**
 * Deletes every rating of a member who is suspended now (409 otherwise); each idea they rated keeps the scores its
 * other ratings give. Answers { uid, voided }. Audited (user.void_ratings, with the count).
 */
export const voidRatings = {
  method: 'POST',
  path: '/users/:id/void-ratings',
  summary: "Delete all of a suspended member's ratings; the ideas' scores follow.",
  access: { admin: 'void ratings' },
  params: idParams,
  notFound: 'User not found',
  response: { data: voidedRatingsSchema },
  statuses: [200, 401, 403, 404, 409],
  message: 'Ratings voided.',
} as const satisfies RouteContract;
