// The handler of PUT /api/admin/users/{id}/tier; it runs after the route's administrator guard.
import { asCaller } from '../../../_shared/db.ts';
import { notFound } from '../../../_shared/errors.ts';
import { ok, readJson, validate } from '../../../_shared/http.ts';
import { isUuid, signedIn, type Ctx } from '../common/context.ts';
import * as routes from './tier.routes.ts';
import * as sql from './tier.sql.ts';

export async function setTier(c: Ctx) {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw notFound('User not found');
  const { tier } = validate(routes.setTier.body.schema, await readJson(c));
  await asCaller(signedIn(c), (tx) => sql.setTier(tx, id, tier));
  return ok(c, { uid: id, subscriptionTier: tier }, 200, routes.setTier.message);
}
