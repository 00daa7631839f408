// A route's contract, declared in each resource's *.routes.ts: its method and path, who may call it, what it reads
// (path, query, body) and what it answers (the data of its success, the statuses of its refusals). index.ts mounts
// each contract on its handler; routes/contracts.ts lists them all for the OpenAPI document (api/openapi.ts).
// Contracts hold data and schemas only, so Node (the tests, the document's checks) can import them.
import type { z } from 'zod';

export interface ConditionalOptions {
  /**
   * The read versions the answer shows (migration 20251126100000_read_versions_per_resource.sql): `lists`,
   * `roadmap`, `profiles`, or `idea:{id}`, `profile:{id}`, `page:{slug}` with the path's parameter.
   */
  resources: readonly string[];
  /**
   * For an answer that goes stale by itself (a signed URL that expires): the tag also names the current window of
   * this many seconds, so no 304 keeps an answer longer than that.
   */
  freshForSeconds?: number;
  /**
   * Query values for which the answer is every caller's alike, member or visitor: the policies show them all the
   * same rows and nothing in it depends on who asks. A member's request then gets the visitors' kept answer (built
   * as a visitor), under a tag of their own. Only for answers no field of which will ever name the caller.
   */
  sameForEveryoneWhen?: Readonly<Record<string, string>>;
}

/** Everyone; signed-in members; or administrators, with the action a refusal names ("Only administrators can ..."). */
export type Access = 'public' | 'member' | { admin: string };

/**
 * A member's write that needs their profile: a deleted member's token stays valid until it expires, and its writes
 * are refused before the body is read, as 403 user_not_found ('gone') or 404 'User profile not found' ('profile').
 */
export type AccountCheck = 'gone' | 'profile';

export interface RouteContract {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to the resource's mount point (routes/contracts.ts). */
  path: string;
  /** One line for the reference. */
  summary: string;
  access: Access;
  account?: AccountCheck;
  /** The path's parameters. A value its schema refuses names nothing: 404 with `notFound`. */
  params?: z.ZodObject;
  notFound?: string;
  query?: z.ZodType;
  /** The body: JSON, or the idea's multipart form (./idea-form.ts), and the schema it must meet. */
  body?: { type: 'json' | 'multipart'; schema: z.ZodType; optional?: true };
  /**
   * The success answer's data (and meta, for lists); its status is the first of `statuses`. `bare`: the data is
   * the whole body, without the envelope (the OpenAPI document itself).
   */
  response: {
    data: z.ZodType;
    meta?: z.ZodType;
    bare?: true;
    /** Other representations of the success answer the query can ask for, by media type, each described. */
    alternatives?: Record<string, string>;
  };
  /** Every status the route answers with, success first. */
  statuses: readonly number[];
  /** The success message, where the answer carries one. */
  message?: string;
  /**
   * A GET answered with an ETag and 304 on a repeat (./conditional.ts). Only for answers that show nothing but
   * rows of tables whose triggers move the resources it names.
   */
  conditional?: ConditionalOptions;
}

/** The data a route's success answer carries, as the handler hands it over (before any schema output transform). */
export type DataOf<R extends RouteContract> = z.input<R['response']['data']>;
export type MetaOf<R extends RouteContract> = R['response'] extends { meta: z.ZodType }
  ? z.input<R['response']['meta']>
  : Record<string, unknown>;
export type ParamsOf<R extends RouteContract> = R['params'] extends z.ZodType ? z.output<R['params']> : never;
export type QueryOf<R extends RouteContract> = R['query'] extends z.ZodType ? z.output<R['query']> : never;
