// The handler of PUT /api/admin/users/{id}/tier; it runs in the request's transaction, after the route's
// administrator guard.
import type { Ctx } from '../common/context.ts';
import { reply, type Input } from '../common/mount.ts';
import * as routes from './tier.routes.ts';
import * as sql from './tier.sql.ts';

/** 404 for an unknown member comes from private.set_subscription_tier, once the body is valid. */
export async function setTier(c: Ctx, { params, body, tx }: Input<typeof routes.setTier>) {
  const tier = await tx(async (t) => {
    const input = await body();
    await sql.setTier(t, params.id, input.tier);
    return input.tier;
  });
  return reply(c, routes.setTier, { uid: params.id, subscriptionTier: tier });
}
