// The contract of PUT /api/admin/users/{id}/tier: administrators make a member premium or free again. Visitors get
// 401 and members 403 before the body is read.
import { tierSchema } from '../../../_shared/schemas/landing-pages.ts';
import type { RouteContract } from '../common/contract.ts';

/** Answers { uid, subscriptionTier }. A member who is no longer premium keeps their pages, frozen. */
export const setTier = {
  method: 'PUT',
  path: '/users/:id/tier',
  access: { admin: 'change subscription tiers' },
  body: { type: 'json', schema: tierSchema },
  statuses: [200, 400, 401, 403, 404, 413, 415, 422],
  message: 'Subscription tier changed.',
} as const satisfies RouteContract;
