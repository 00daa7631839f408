// Access guards, run before a handler reads anything of the request's body.
import type { MiddlewareHandler } from 'hono';
import type { Caller } from '../../../_shared/auth.ts';
import { asCaller } from '../../../_shared/db.ts';
import type { ApiError } from '../../../_shared/errors.ts';
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

/**
 * A member's token stays valid until it expires after their account is deleted. A write as such a member is
 * refused with `refusal` before anything of the body is read; the row they would write has no author any more.
 */
export async function requireAccount(caller: Caller, refusal: ApiError): Promise<void> {
  const rows = await asCaller(caller, (tx) => tx`select 1 from public.profiles where id = ${caller.userId}`);
  if (!rows.length) throw refusal;
}
