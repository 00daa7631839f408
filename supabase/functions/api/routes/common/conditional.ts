// Conditional answers: a public GET carries a strong ETag built from the read version of the resources it shows
// (an idea, the lists, a profile, the roadmap, a landing page: each moved on in the same transaction as a change to
// it, migration 20251126100000_read_versions_per_resource.sql), who asks and the URL, keyed so that only the
// function can make one (./tags.ts), and a repeat with a matching If-None-Match is answered 304 after one cheap
// query instead of the page's query. A write moves only the resources
// it changes, so a rating leaves the roadmap's and other ideas' tags as they were. A visitor's answer is also kept
// under its tag (./answer-cache.ts), so a visitor without the tag gets it after that same cheap query; `X-Cache`
// says which (HIT, MISS, or JOINED: it waited for another request's build of the same answer). A member gets a
// kept answer too where the contract says the answer is every caller's alike (`sameForEveryoneWhen`): the
// leaderboard of approved ideas shows each caller the same ideas and nothing of who asks.
//
// Caches in front of the function (a CDN, the browser) may keep a visitor's answer but must revalidate it every time
// (`public, no-cache` with the ETag): a change is seen at once, and a revalidation costs the function one version
// query. A member's answers are `private`; `Vary: Authorization` keeps a shared cache from handing one caller's
// answer to another. Only JSON and text are gzipped (and vary by Accept-Encoding): an image is compressed already. Refusals (404, 401, 422) are `no-store`: nothing keeps a missing idea missing.
// docs/architecture.md ("Conditional answers") says how an endpoint plugs in.
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { VISITOR, type Caller } from '../../../_shared/auth.ts';
import { queryObject } from '../../../_shared/http.ts';
import { answerCache, building, type StoredAnswer } from './answer-cache.ts';
import { acceptsGzip, compressible, COMPRESS_FROM_BYTES, gzip, zippedTag } from './compression.ts';
import type { Ctx, Env } from './context.ts';
import type { ConditionalOptions } from './contract.ts';
import { readVersion } from './read-versions.ts';
import { answerTag } from './tags.ts';

export type { ConditionalOptions };

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
 * The tag of If-None-Match that still names `tag`'s answer, or undefined: the tag itself, or its compressed
 * representation's (the answer was gzipped on its way out). A 304 sends back the tag the client holds. '*' is not
 * honoured: the 304 comes before the handler looks the resource up, so it would answer for an idea that is missing
 * or hidden from the caller alike, where the full path says 404; browsers never send it on a GET. For the same
 * reason the conditional tags are ones no caller can make (./tags.ts).
 */
export function heldTagFor(ifNoneMatch: string | undefined, tag: string): string | undefined {
  const zipped = zippedTag(tag);
  return heldTags(ifNoneMatch).find((held) => held === tag || held === zipped);
}

/** Whether this request's answer is the same whoever asks: the contract says for which query values. */
function sameForEveryone(c: Ctx, options: ConditionalOptions, query: z.ZodType | undefined): boolean {
  const when = options.sameForEveryoneWhen;
  if (!when || !query) return false;
  const parsed = query.safeParse(queryObject(c));
  if (!parsed.success) return false;
  const values = parsed.data as Record<string, unknown>;
  return Object.entries(when).every(([name, value]) => values[name] === value);
}

type CacheHeaders = Record<string, string>;

/** Headers an answer is kept with: those of its representation and caching are set for each request. */
const PER_REQUEST = new Set(['content-length', 'content-encoding', 'etag', 'cache-control', 'vary', 'x-cache']);

/** A kept answer, gzipped when the client accepts it (the compression middleware leaves an encoded answer as it is). */
function answerFrom(c: Ctx, stored: StoredAnswer, tag: string, headers: CacheHeaders, how: string): Response {
  const zipped = stored.gzipped && acceptsGzip(c.req.header('accept-encoding')) ? stored.gzipped : undefined;
  return c.body(zipped ?? stored.body, 200, {
    ...Object.fromEntries(stored.headers),
    ...headers,
    ...(zipped ? { 'Content-Encoding': 'gzip', ETag: zippedTag(tag) } : { ETag: tag }),
    'X-Cache': how,
  });
}

/** The handler's answer, kept under `key` if it is a 200; the request that built it is answered from it. */
async function build(c: Ctx, next: () => Promise<void>, key: string, tag: string, headers: CacheHeaders) {
  let stored: StoredAnswer | undefined;
  let settle!: (answer: StoredAnswer | undefined) => void;
  building.set(key, new Promise((resolve) => (settle = resolve)));
  try {
    await next();
    if (c.res.status !== 200) return;
    const body = new Uint8Array(await c.res.arrayBuffer());
    const kept = [...c.res.headers].filter(([name]) => !PER_REQUEST.has(name.toLowerCase()));
    const worthIt = body.byteLength >= COMPRESS_FROM_BYTES && compressible(c.res.headers.get('content-type'));
    stored = { body, headers: kept, ...(worthIt ? { gzipped: gzip(body) } : {}) };
    answerCache.set(key, stored);
    c.res = answerFrom(c, stored, tag, headers, 'MISS');
    // The handler's length was the plain body's.
    c.res.headers.delete('Content-Length');
  } finally {
    building.delete(key);
    settle(stored);
  }
}

/**
 * Middleware for a GET whose answer shows only rows whose triggers move `options.resources`. Sets ETag,
 * Cache-Control (public for visitors, private for members; both revalidate every time) and Vary. `query`: the
 * route's query schema, for `options.sameForEveryoneWhen`; `mediaType`: its success answer's, which says whether
 * it may be gzipped, before the handler has answered (a 304 varies as its 200 does).
 */
export function conditional(options: ConditionalOptions, query?: z.ZodType, mediaType = 'application/json'): MiddlewareHandler<Env> {
  const vary = compressible(mediaType) ? 'Authorization, Accept-Encoding' : 'Authorization';
  return async (c, next) => {
    const caller = c.get('caller');
    const member = caller.role === 'authenticated';
    const shared = member && sameForEveryone(c, options, query);
    const resources = resourcesOf(c, options.resources);
    // What a member alone sees (their anonymous ratings, their private fields) moves a version only they read.
    if (member && !shared) resources.push(`member:${caller.userId.toLowerCase()}`);
    const version = await readVersion(resources);
    const window = options.freshForSeconds ? [String(Math.floor(Date.now() / 1000 / options.freshForSeconds))] : [];
    const url = new URL(c.req.url);
    // The host is left out: each instance behind the gateway may be reached under another.
    const target = `${url.pathname}${url.search}`;
    const tag = answerTag([version, callerKey(caller), ...window, target, ...resources]);
    const headers = { 'Cache-Control': member ? 'private, no-cache' : 'public, no-cache', Vary: vary };
    const held = heldTagFor(c.req.header('if-none-match'), tag);
    if (held) return c.body(null, 304, { ...headers, ETag: held });
    if (c.req.method !== 'GET' || (member && !shared)) {
      await next();
      if (c.res.status !== 200) {
        c.res.headers.set('Cache-Control', 'no-store');
        return;
      }
      c.res.headers.set('ETag', tag);
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
      return;
    }
    // Kept under what names the visitor's answer, which a member reading an answer alike for everyone shares.
    const key = [version, 'anon', ...window, target].join(' ');
    const stored = answerCache.get(key);
    if (stored) return answerFrom(c, stored, tag, headers, 'HIT');
    const pending = building.get(key);
    const built = pending && (await pending);
    if (built) return answerFrom(c, built, tag, headers, 'JOINED');
    // Built as a visitor, so what is kept for visitors is a visitor's answer whoever asked first.
    c.set('caller', VISITOR);
    try {
      await build(c, next, key, tag, headers);
    } finally {
      c.set('caller', caller);
    }
    if (c.res.status !== 200) c.res.headers.set('Cache-Control', 'no-store');
  };
}
