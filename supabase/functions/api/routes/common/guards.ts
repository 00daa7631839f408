// Access guards, run before a handler reads anything of the request's body.
import type { MiddlewareHandler } from 'hono';
import { asCaller } from '../../../_shared/db.ts';
import { signedIn, type Env } from './context.ts';

/** 401 for visitors. */
export const membersOnly: MiddlewareHandler<Env> = async (c, next) => {
  signedIn(c);
  await next();
};

/**
 * 401 for visitors, 403 for members: the database's own check (private.require_admin raises 42501 with
 * "Only administrators can <action>"), asked in a transaction of its own before the handler runs.
 */
export function adminsOnly(action: string): MiddlewareHandler<Env> {
  return async (c, next) => {
    await asCaller(signedIn(c), (tx) => tx`select private.require_admin(${action})`);
    await next();
  };
}
