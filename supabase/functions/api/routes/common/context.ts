// What the API's middleware puts on every request.
import type { Context } from 'hono';
import type { Caller } from '../../../_shared/auth.ts';
import { unauthorized } from '../../../_shared/errors.ts';

export type Env = { Variables: { caller: Caller } };
export type Ctx = Context<Env>;

export function signedIn(c: Ctx): Extract<Caller, { role: 'authenticated' }> {
  const caller = c.get('caller');
  if (caller.role !== 'authenticated') throw unauthorized('Please sign in first.');
  return caller;
}
