// A route's contract, declared in each resource's *.routes.ts: its method and path, who may call it, what it
// reads and the statuses it answers with. index.ts mounts each contract on its handler, behind the access guard.
import type { Handler, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { conditional, type ConditionalOptions } from './conditional.ts';
import type { Env } from './context.ts';
import { adminsOnly, membersOnly } from './guards.ts';

/** Everyone; signed-in members; or administrators, with the action a refusal names ("Only administrators can ..."). */
export type Access = 'public' | 'member' | { admin: string };

export interface RouteContract {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to the resource's mount point. */
  path: string;
  access: Access;
  query?: z.ZodType;
  /** The body: JSON, or the idea's multipart form (read by ./idea-form.ts), and the schema it must meet. */
  body?: { type: 'json' | 'multipart'; schema: z.ZodType };
  /** Every status the route answers with, success first. */
  statuses: readonly number[];
  /** The success message, where the answer carries one. */
  message?: string;
  /**
   * A GET answered with an ETag and 304 on a repeat (./conditional.ts). Only for answers that show nothing but
   * rows of tables carrying the read-version trigger.
   */
  conditional?: true | ConditionalOptions;
}

/**
 * Mounts `route` on `router`. Its access guard runs before the handler, so a caller who may not call the route is
 * refused the same way whatever the body holds: nothing of the body is read or checked before.
 */
export function mount(router: Hono<Env>, route: RouteContract, handler: Handler<Env>): void {
  const { access, method, path } = route;
  const chain: MiddlewareHandler<Env>[] = [];
  if (access !== 'public') chain.push(access === 'member' ? membersOnly : adminsOnly(access.admin));
  if (route.conditional) chain.push(conditional(route.conditional === true ? {} : route.conditional));
  router.on(method, [path], ...chain, handler);
}
