// The handlers of suspension; each runs in the request's transaction, after the route's administrator guard.
import type { Ctx } from '../common/context.ts';
import { reply, type Input } from '../common/mount.ts';
import * as routes from './suspension.routes.ts';
import * as sql from './suspension.sql.ts';

/** 404 for an unknown member, 409 for an administrator, come from private.suspend_member once the body is valid. */
export async function suspend(c: Ctx, { params, body, tx }: Input<typeof routes.suspend>) {
  const suspension = await tx(async (t) => sql.suspend(t, params.id, await body()));
  return reply(c, routes.suspend, { uid: params.id, suspension });
}

export async function unsuspend(c: Ctx, { params, tx }: Input<typeof routes.unsuspend>) {
  await tx((t) => sql.unsuspend(t, params.id));
  return reply(c, routes.unsuspend, { uid: params.id, suspension: null });
}

export async function voidRatings(c: Ctx, { params, tx }: Input<typeof routes.voidRatings>) {
  const voided = await tx((t) => sql.voidRatings(t, params.id));
  return reply(c, routes.voidRatings, { uid: params.id, voided });
}
