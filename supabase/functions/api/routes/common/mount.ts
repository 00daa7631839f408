// Mounts a contract on its handler. The handler gets the request already checked against the contract: the path's
// parameters and the query validated, the body read (within its limit) and validated on demand, and one
// transaction as the caller that starts with the route's guard.
//
// The order of refusals is the contract's promise to callers: who may call the route comes before what they sent.
// A visitor's 401 comes before anything is read; an administrator's or an account's check runs first in the
// request's transaction; the body's own refusals (413, 415, 400, 422) come only when the handler asks for the body,
// after its checks of the row the path names. The body's bytes are read before the transaction starts, so no
// connection waits on a slow client.
//
// A write sent with an Idempotency-Key claims it in the first transaction opened with `tx`, right after the guard, so
// the key commits with the write or rolls back with its failure; a retry gets the first answer again
// (./idempotency.ts). A handler that reads in a transaction of its own before the one that writes opens it with
// `read`, which only looks at the key: claimed there, the key would commit with nothing written and keep the
// answer of a later failure, one a retry could have overcome, for a day.
import type { Hono, MiddlewareHandler } from 'hono';
import type postgres from 'postgres';
import type { z } from 'zod';
import type { Caller } from '../../../_shared/auth.ts';
import { asCaller } from '../../../_shared/db.ts';
import { accountGone, notFound } from '../../../_shared/errors.ts';
import { JSON_BODY_LIMIT, parseJson, queryObject, readLimited, requireJsonType, validate } from '../../../_shared/http.ts';
import { fileAnswerOf } from '../../../_shared/schemas/previews.ts';
import { conditional } from './conditional.ts';
import { signedIn, type Ctx, type Env } from './context.ts';
import type { DataOf, MetaOf, ParamsOf, QueryOf, RouteContract } from './contract.ts';
import { IdempotentWrite, type KeyUse } from './idempotency.ts';
import { FORM_LIMIT, parseIdeaForm, requireFormType, type IdeaForm } from './idea-form.ts';

export type BodyOf<R extends RouteContract> = R['body'] extends { type: 'multipart' }
  ? IdeaForm
  : R['body'] extends { schema: z.ZodType }
    ? z.output<R['body']['schema']>
    : never;

export type Tx = postgres.TransactionSql;

/** A signed-in caller on every route that is not public. */
export type CallerOf<R extends RouteContract> = R['access'] extends 'public'
  ? Caller
  : Extract<Caller, { role: 'authenticated' }>;

/** What a handler gets besides Hono's context. */
export interface Input<R extends RouteContract> {
  caller: CallerOf<R>;
  params: ParamsOf<R>;
  query: QueryOf<R>;
  /** The body, validated against the contract's schema; its refusals are thrown from here. */
  body: () => Promise<BodyOf<R>>;
  /**
   * `work` in the request's transaction as the caller, after the route's guard in the same transaction. A handler
   * calls it once; a second call is a second transaction (the guard is not repeated).
   */
  tx: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  /**
   * `work` in a transaction that does not take the request's Idempotency-Key, for the reads and checks a handler
   * does before the transaction that writes (opened with `tx`, which takes it). The guard comes first in whichever
   * transaction comes first; a retry of an answered request is still answered before `work`.
   */
  read: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
}

export type RouteHandler<R extends RouteContract> = (c: Ctx, input: Input<R>) => Response | Promise<Response>;

/** The success answer of `route`: its status, its message, and data (and meta) of the shape it declares. */
export function reply<R extends RouteContract>(c: Ctx, route: R, data: DataOf<R>, meta?: MetaOf<R>): Response {
  const body: Record<string, unknown> = { success: true, data };
  if (route.message !== undefined) body.message = route.message;
  if (meta !== undefined) body.meta = meta;
  return c.json(body, route.statuses[0] as 200);
}

/** The guard's statement, run first in the request's transaction; none for public and plain member routes. */
function guardOf(route: RouteContract, caller: Caller): ((tx: Tx) => Promise<void>) | null {
  if (typeof route.access === 'object') {
    const action = route.access.admin;
    // private.require_admin raises 42501 "Only administrators can <action>" for anyone else.
    return async (tx) => void (await tx`select private.require_admin(${action})`);
  }
  if (route.account) {
    const refusal = route.account === 'gone' ? accountGone() : notFound('User profile not found');
    return async (tx) => {
      const rows = await tx`select 1 from public.profiles where id = ${caller.userId}`;
      if (!rows.length) throw refusal;
    };
  }
  return null;
}

type Raw = { bytes: Uint8Array<ArrayBuffer>; type: string } | { error: unknown } | null;

/** The body's bytes within the route's limit, or the refusal to throw when the handler asks for the body. */
async function readRaw(c: Ctx, body: NonNullable<RouteContract['body']>): Promise<Raw> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (body.type === 'multipart') {
      requireFormType(type);
      return { bytes: await readLimited(c, FORM_LIMIT), type };
    }
    if (body.optional && (!c.req.raw.body || c.req.header('content-length') === '0' || !type)) return null;
    requireJsonType(type);
    return { bytes: await readLimited(c, JSON_BODY_LIMIT), type };
  } catch (error) {
    return { error };
  }
}

async function parseBody(route: RouteContract, raw: Raw): Promise<unknown> {
  const body = route.body!;
  if (raw === null) return validate(body.schema, {});
  if ('error' in raw) throw raw.error;
  if (body.type === 'multipart') return await parseIdeaForm(raw.bytes, raw.type, body.schema);
  return validate(body.schema, parseJson(raw.bytes));
}

export function mount<R extends RouteContract>(router: Hono<Env>, route: R, handler: RouteHandler<R>): void {
  const chain: MiddlewareHandler<Env>[] = [];
  if (route.access !== 'public') chain.push(membersOnly);
  if (route.conditional) {
    chain.push(conditional(route.conditional, route.query, fileAnswerOf(route.response.data)?.mediaType));
  }
  router.on(route.method, [route.path], ...chain, async (c) => {
    const caller = c.get('caller');
    let guard = guardOf(route, caller);
    let params: ParamsOf<R>;
    let query: QueryOf<R>;
    try {
      params = (route.params ? validParams(route, c.req.param()) : undefined) as ParamsOf<R>;
      query = (route.query ? validate(route.query, queryObject(c)) : undefined) as QueryOf<R>;
    } catch (error) {
      // Someone the guard refuses learns nothing of the path or the query: its refusal comes first. Only this
      // path of refusals pays a transaction for the guard alone.
      if (guard) await asCaller(caller, guard);
      throw error;
    }
    const raw = route.body ? await readRaw(c, route.body) : null;
    const write = IdempotentWrite.of(c, route, caller, raw && 'bytes' in raw ? raw : null);
    const run = async <T>(work: (tx: Tx) => Promise<T>, use: KeyUse | null) => {
      const key = use !== null && write?.due(use) ? { write, use } : null;
      // The guard goes first in every attempt asCaller makes (it runs the transaction again after a conflict), and
      // counts as passed only once a transaction with it committed: until then `body()` inside `work` must not open
      // a transaction of its own for it, and after a failure the next transaction takes it up again.
      const pending = guard;
      guard = null;
      try {
        const result = await asCaller(caller, async (t) => {
          if (pending) await pending(t);
          if (key) await key.write.meet(t, key.use);
          return await work(t);
        });
        key?.write.met(key.use);
        return result;
      } catch (error) {
        guard = pending;
        throw error;
      }
    };
    const guardOnly = () => run(() => Promise.resolve(), null);
    const tx = <T>(work: (tx: Tx) => Promise<T>) => run(work, 'claim');
    const read = <T>(work: (tx: Tx) => Promise<T>) => run(work, 'look');
    const body = async () => {
      // A handler that reads the body before its transaction still gets its guard first.
      if (guard) await guardOnly();
      return (await parseBody(route, raw)) as BodyOf<R>;
    };
    const handle = async () => {
      const response = await handler(c, { caller: caller as CallerOf<R>, params, query, body, tx, read });
      // A handler that never touched the database still answers only after the guard passed.
      if (guard) await guardOnly();
      return response;
    };
    return write ? await write.answer(c, handle) : await handle();
  });
}

/** 401 for visitors, before anything of the request is read. */
const membersOnly: MiddlewareHandler<Env> = async (c, next) => {
  signedIn(c);
  await next();
};

function validParams(route: RouteContract, values: Record<string, string>): unknown {
  const result = route.params!.safeParse(values);
  if (!result.success) throw notFound(route.notFound);
  return result.data;
}
