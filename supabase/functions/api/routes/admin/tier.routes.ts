// The contract of PUT /api/admin/users/{id}/tier: administrators make a member premium or free again. Visitors get
// 401 and members 403 before the body is read.
import { tierChangeSchema } from '../../../_shared/schemas/admin.ts';
import { tierSchema } from '../../../_shared/schemas/landing-pages.ts';
import type { RouteContract } from '../common/contract.ts';
import { idParams } from '../common/params.ts';

/** Answers { uid, subscriptionTier }. A member who is no longer premium keeps their pages, frozen. */
export const setTier = {
  method: 'PUT',
  path: '/users/:id/tier',
  summary: 'Move a member to the free or the premium plan.',
  access: { admin: 'change subscription tiers' },
  params: idParams,
  notFound: 'User not found',
  body: { type: 'json', schema: tierSchema },
  response: { data: tierChangeSchema },
  statuses: [200, 400, 401, 403, 404, 413, 415, 422],
  message: 'Subscription tier changed.',
} as const satisfies RouteContract;
