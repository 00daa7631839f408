// Development stand-in for Kong, the API gateway of the local Supabase stack: one port routing /auth/v1, /storage/v1
// and /functions/v1/<slug> with the prefix stripped, the cors plugin answering preflights itself, and the CLI's
// mapping of API keys to Authorization. Function answers pass through byte for byte, socket to socket (./forward.ts).
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context } from 'hono';
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from '../keys.ts';
import type { FunctionPool } from '../functions/pool.ts';
import { forward, HOP_BY_HOP, UpstreamTimeout } from './forward.ts';

export interface Upstreams {
  auth: { fetch: (request: Request) => Response | Promise<Response> };
  storage: { fetch: (request: Request) => Response | Promise<Response> };
  functions: Map<string, FunctionPool>;
}

const PREFLIGHT_METHODS = 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS,TRACE,CONNECT';
const FUNCTION_TIMEOUT_MS = 150_000; // Kong's read timeout for /functions/v1: the longest wait between two reads
// Auth routes Kong forwards without rewriting Authorization, as the CLI's kong.yml.
const AUTH_OPEN_PATHS = new Set(['/verify', '/callback', '/authorize']);

/** Kong's Authorization rewrite: keep a real bearer, else derive one from the apikey header. */
function rewriteAuthorization(headers: Headers): void {
  const authorization = headers.get('authorization');
  if (authorization && !/^bearer sb_/i.test(authorization)) return;
  const apikey = headers.get('apikey') ?? authorization?.replace(/^bearer /i, '') ?? null;
  if (apikey === SECRET_KEY) headers.set('authorization', `Bearer ${SERVICE_ROLE_KEY}`);
  else if (apikey === PUBLISHABLE_KEY) headers.set('authorization', `Bearer ${ANON_KEY}`);
  else if (apikey) headers.set('authorization', `Bearer ${apikey}`);
}

type Env = { Bindings: HttpBindings };

/** Kong's cors plugin with its defaults: every answer allows any origin. */
const ALLOW_ANY_ORIGIN = { 'access-control-allow-origin': '*' };

function clientIp(c: Context<Env>): string {
  return c.env.incoming.socket.remoteAddress ?? '127.0.0.1';
}

/** X-Forwarded-For as Kong sends it: the client's own list, if any, and the address the request came from. */
function addForwardedFor(c: Context<Env>, headers: Headers): void {
  const forwarded = headers.get('x-forwarded-for');
  headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${clientIp(c)}` : clientIp(c));
}

/** The request as the upstream sees it: prefix stripped, Authorization mapped, X-Forwarded-For added. */
function upstreamRequest(c: Context<Env>, prefix: string, origin: string, rewrite: boolean): Request {
  const url = new URL(c.req.url);
  const target = new URL(url.pathname.slice(prefix.length) || '/', origin);
  target.search = url.search;
  const headers = new Headers(c.req.raw.headers);
  if (rewrite) rewriteAuthorization(headers);
  addForwardedFor(c, headers);
  const hasBody = !['GET', 'HEAD'].includes(c.req.method);
  return new Request(target, {
    method: c.req.method,
    headers,
    body: hasBody ? c.req.raw.body : null,
    // Node's fetch needs duplex for a streamed body (Node's RequestInit types have it; the DOM's do not).
    duplex: 'half',
    signal: c.req.raw.signal,
  });
}

/**
 * The request as the function sees it: the client's headers (hop-by-hop ones aside) with Authorization mapped and
 * X-Forwarded-For added. A Headers list, so that repeated headers are joined as the function's runtime joins them.
 */
function functionHeaders(c: Context<Env>): Record<string, string> {
  const headers = new Headers();
  const raw = c.env.incoming.rawHeaders;
  for (let at = 0; at < raw.length; at += 2) {
    if (!HOP_BY_HOP.has(raw[at]!.toLowerCase())) headers.append(raw[at]!, raw[at + 1]!);
  }
  rewriteAuthorization(headers);
  addForwardedFor(c, headers);
  return Object.fromEntries(headers);
}

/**
 * A function's answer is piped between Node's sockets without a Request or Response object (./forward.ts) and
 * written there; Hono then gets node-server's marker for an answer already sent. Errors before it are answered here.
 */
async function proxyFunction(c: Context<Env>, pools: Map<string, FunctionPool>): Promise<Response> {
  const { incoming, outgoing } = c.env;
  const url = new URL(c.req.url);
  const slug = /^\/functions\/v1\/([^/?]+)/.exec(url.pathname)?.[1];
  const pool = slug ? pools.get(slug) : undefined;
  if (!pool) return c.json({ code: 'NOT_FOUND', message: 'Function not found' }, 404);
  let lease = pool.acquire();
  if (!lease) {
    // No instance listens (all booting after a crash): held until one does, as the hosted runtime boots a worker.
    await pool.ready().catch(() => undefined);
    lease = pool.acquire();
    if (!lease)
      return c.json({ code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' }, 503);
  }
  // The instance counts the request until its answer is sent or the client is gone, so a recycled one drains first.
  outgoing.once('close', lease.release);
  const upstream = {
    port: lease.port,
    path: `${url.pathname.slice('/functions/v1'.length)}${url.search}`,
    headers: functionHeaders(c),
  };
  const outcome = await forward(incoming, outgoing, upstream, FUNCTION_TIMEOUT_MS, ALLOW_ANY_ORIGIN);
  if (!outcome) return RESPONSE_ALREADY_SENT;
  if (outcome instanceof Response) return outcome;
  if (outcome instanceof UpstreamTimeout)
    return c.json({ message: 'The upstream server is timing out' }, 504);
  return (outcome as { code?: string }).code === 'ECONNREFUSED'
    ? c.json({ code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' }, 503)
    : c.json({ code: 'WORKER_ERROR', message: 'Function exited before responding' }, 502);
}

export function createGateway(upstreams: Upstreams): Hono<Env> {
  const app = new Hono<Env>();

  // Kong's cors plugin with its defaults: preflights never reach the services; every answer allows any origin.
  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return c.body(null, 200, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': PREFLIGHT_METHODS,
        'Access-Control-Allow-Headers': c.req.header('access-control-request-headers') ?? '',
      });
    }
    await next();
    if (c.res === RESPONSE_ALREADY_SENT) return; // a function's answer, sent with the header by ./forward.ts
    try {
      c.res.headers.set('Access-Control-Allow-Origin', '*');
    } catch {
      // Headers of a fetched response are immutable: answer with a copy.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('Access-Control-Allow-Origin', '*');
    }
  });

  app.all('/auth/v1/*', (c) => {
    const path = new URL(c.req.url).pathname.slice('/auth/v1'.length);
    return upstreams.auth.fetch(
      upstreamRequest(c, '/auth/v1', 'http://auth.local', !AUTH_OPEN_PATHS.has(path)),
    );
  });
  app.all('/storage/v1/*', (c) =>
    upstreams.storage.fetch(upstreamRequest(c, '/storage/v1', 'http://storage.local', true)),
  );
  app.all('/functions/v1/*', (c) => proxyFunction(c, upstreams.functions));
  app.all('/rest/v1/*', (c) =>
    c.json(
      {
        message:
          'PostgREST is not part of the local stand-in stack: Ideaboard reads and writes data through /functions/v1/api.',
      },
      404,
    ),
  );
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  return app;
}
