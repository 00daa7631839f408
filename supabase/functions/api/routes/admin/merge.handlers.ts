// The handler of a merge; it runs in the request's transaction, after the route's administrator guard.
import { toIdea } from '../common/idea-shape.ts';
import { findIdea } from '../common/ideas.sql.ts';
import type { Ctx } from '../common/context.ts';
import { reply, type Input } from '../common/mount.ts';
import * as routes from './merge.routes.ts';
import * as sql from './merge.sql.ts';

/** The target as the merge left it: its scores now count the ratings that moved. */
export async function merge(c: Ctx, { params, body, tx }: Input<typeof routes.merge>) {
  const idea = await tx(async (t) => {
    const { into } = await body();
    await sql.mergeIdea(t, params.id, into);
    return await findIdea(t, into);
  });
  return reply(c, routes.merge, toIdea(idea!));
}
