// Conditional answers: a public GET carries a strong ETag built from the read version of the resources it shows
// (an idea, the lists, a profile, the roadmap, a landing page: each moved on in the same transaction as a change to
// it, migration 20251126100000_read_versions_per_resource.sql) and who asks, and a repeat with a matching
// If-None-Match is answered 304 after one cheap query instead of the page's query. A write moves only the resources
// it changes, so a rating leaves the roadmap's and other ideas' tags as they were. A visitor's answer is also kept
// under its tag (./answer-cache.ts), so a visitor without the tag gets it after that same cheap query; `X-Cache`
// says which (HIT, MISS).
//
// Caches in front of the function (a CDN, the browser) may keep a visitor's answer but must revalidate it every time
// (`public, no-cache` with the ETag): a change is seen at once, and a revalidation costs the function one version
// query. A member's answers are `private`; `Vary: Authorization` keeps a shared cache from handing one caller's
// answer to another. Refusals (404, 401, 422) are `no-store`: nothing keeps a missing idea missing.
// docs/architecture.md ("Conditional answers") says how an endpoint plugs in.
import type { Context, MiddlewareHandler } from 'hono';
import type { Caller } from '../../../_shared/auth.ts';
import { sql } from '../../../_shared/db.ts';
import { ApiError, fromPostgres, isConnectionError } from '../../../_shared/errors.ts';
import { answerCache } from './answer-cache.ts';
import type { Env } from './context.ts';
import type { ConditionalOptions } from './contract.ts';

export type { ConditionalOptions };

/** The suffix a compressed answer's tag gets, so that each representation has a tag of its own. */
export const GZIP_TAG_SUFFIX = '.gz';

const ATTEMPTS = 3;

/**
 * The read version, asked as the function's own database user outside any transaction: one round trip, no role or
 * claims to set. It is read BEFORE the page's query, so an answer is never older than the version its tag names:
 * a change committed in between makes the answer newer than its tag, which only costs a revalidation.
 */
async function readVersion(resources: string[]): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await sql<{ version: string }[]>`
        select private.read_version(${resources}::text[])::text as version`;
      return row!.version;
    } catch (error) {
      // A pooled connection may fail once with an error left over from an outage; the select is safe to repeat.
      if (attempt < ATTEMPTS && isConnectionError(error)) continue;
      throw error instanceof ApiError ? error : fromPostgres(error);
    }
  }
}

/**
 * The route's resources with the path's parameters in: `idea:{id}` is `idea:<the id>`. Lower case, as the
 * triggers write ids (uuid's text) and slugs (lower case only); a parameter the route then refuses costs nothing.
 */
function resourcesOf(c: Context<Env>, templates: readonly string[]): string[] {
  return templates.map((template) =>
    template.replace(/\{(\w+)\}/g, (_, name: string) => (c.req.param(name) ?? '').toLowerCase()),
  );
}

/** Answers differ by caller (a member sees their own pending ideas, an administrator more): the tag names them. */
function callerKey(caller: Caller): string {
  return caller.role === 'authenticated' ? caller.userId : 'anon';
}

/** The tags a client may hold from an earlier answer (weak ones too: a proxy that compresses weakens them). */
function heldTags(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
}

/**
 * The tag of If-None-Match that still names `tag`'s answer, or undefined: the tag itself, its compressed
 * representation's (the answer was gzipped on its way out), or '*'. A 304 sends back the tag the client holds.
 */
export function heldTagFor(ifNoneMatch: string | undefined, tag: string): string | undefined {
  const zipped = `${tag.slice(0, -1)}${GZIP_TAG_SUFFIX}"`;
  const match = heldTags(ifNoneMatch).find((held) => held === '*' || held === tag || held === zipped);
  return match === '*' ? tag : match;
}

/**
 * Middleware for a GET whose answer shows only rows whose triggers move `options.resources`. Sets ETag,
 * Cache-Control (public for visitors, private for members; both revalidate every time) and Vary.
 */
export function conditional(options: ConditionalOptions): MiddlewareHandler<Env> {
  return async (c, next) => {
    const caller = c.get('caller');
    const resources = resourcesOf(c, options.resources);
    // What a member alone sees (their anonymous ratings, their private fields) moves a version only they read.
    if (caller.role === 'authenticated') resources.push(`member:${caller.userId.toLowerCase()}`);
    const parts = [await readVersion(resources), callerKey(caller)];
    if (options.freshForSeconds) parts.push(String(Math.floor(Date.now() / 1000 / options.freshForSeconds)));
    const tag = `"${parts.join('.')}"`;
    const headers = {
      'Cache-Control': caller.role === 'authenticated' ? 'private, no-cache' : 'public, no-cache',
      Vary: 'Authorization, Accept-Encoding',
    };
    const held = heldTagFor(c.req.header('if-none-match'), tag);
    if (held) return c.body(null, 304, { ...headers, ETag: held });
    const url = new URL(c.req.url);
    const key =
      caller.role === 'authenticated' || c.req.method !== 'GET' ? undefined : `${tag} ${url.pathname}${url.search}`;
    const stored = key === undefined ? undefined : answerCache.get(key);
    if (stored) {
      return c.body(stored.body, 200, {
        ...Object.fromEntries(stored.headers),
        ...headers,
        ETag: tag,
        'X-Cache': 'HIT',
      });
    }
    await next();
    if (c.res.status !== 200) {
      c.res.headers.set('Cache-Control', 'no-store');
      return;
    }
    c.res.headers.set('ETag', tag);
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    if (key === undefined) return;
    const body = new Uint8Array(await c.res.arrayBuffer());
    c.res = new Response(body, c.res);
    answerCache.set(key, { body, headers: [...c.res.headers] });
    c.res.headers.set('X-Cache', 'MISS');
  };
}
