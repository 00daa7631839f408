// Development stand-in for Supabase Storage (storage-api): request helpers shared by the routes: the caller and its
// database scope, capped JSON bodies, object paths.
import type { Context } from 'hono';
import type { z } from 'zod';
import type { StackContext } from '../context.ts';
import type { Authenticate, Caller } from './auth.ts';
import { discardRest } from './body.ts';
import { createScope, type Scope } from './db.ts';
import { ERRORS } from './errors.ts';
import type { FileStore } from './files.ts';

export interface StorageDeps {
  ctx: StackContext;
  authenticate: Authenticate;
  files: FileStore;
}

const MAX_JSON_BODY = 1024 * 1024; // Fastify's default bodyLimit

export interface RequestScope {
  caller: Caller;
  scope: Scope;
}

/** The caller of this request and a database scope for it, tagged with storage-api's operation name. */
export async function requestScope(
  deps: StorageDeps,
  c: Context,
  operation: string,
  options: { allowInvalidJwt?: boolean } = {},
): Promise<RequestScope> {
  const caller = await deps.authenticate(c.req.header('authorization'), options.allowInvalidJwt ?? false);
  const url = new URL(c.req.url);
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const scope = createScope(deps.ctx.db.storage, {
    method: c.req.method,
    path: url.pathname,
    headers,
    operation,
  });
  return { caller, scope };
}

/** Reads a JSON body of at most 1 MiB and checks it against `schema` (Fastify's schema validation). */
export async function jsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const reader: ReadableStreamDefaultReader<Uint8Array> | undefined = c.req.raw.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_JSON_BODY) {
        discardRest(reader);
        throw ERRORS.entityTooLarge('request body');
      }
      chunks.push(value);
    }
  }
  let data: unknown = {};
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim()) {
    try {
      data = JSON.parse(text);
    } catch {
      throw ERRORS.invalidRequest('Body is not valid JSON');
    }
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `body/${issue.path.join('/')}` : 'body';
    throw ERRORS.invalidRequest(`${where} ${issue?.message ?? 'is invalid'}`);
  }
  return parsed.data;
}

/**
 * Bucket and object name from the URL path after `prefix` (e.g. '/object/sign/'), decoded as Fastify decodes
 * its `:bucketName/*` parameters.
 */
export function objectTarget(c: Context, prefix: string): { bucket: string; name: string } {
  const pathname = new URL(c.req.url).pathname;
  const rest = pathname.slice(prefix.length);
  const slash = rest.indexOf('/');
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      throw ERRORS.invalidKey(part);
    }
  };
  if (slash < 0) return { bucket: decode(rest), name: '' };
  return { bucket: decode(rest.slice(0, slash)), name: decode(rest.slice(slash + 1)) };
}

/** The bucket id after `prefix` (e.g. '/object/list/'). */
export function bucketTarget(c: Context, prefix: string): string {
  return objectTarget(c, prefix).bucket;
}

/** storage-api's object key charset : ASCII only (umlauts and the like are InvalidKey). */
const VALID_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;

export function assertValidKey(name: string): void {
  if (!name || !VALID_KEY.test(name)) throw ERRORS.invalidKey(name);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `owner` (uuid, only when the sub is one) and `owner_id` (text) as storage-api fills them. */
export function ownerOf(caller: Caller): { owner: string | null; ownerId: string | null } {
  const sub = typeof caller.claims.sub === 'string' && caller.claims.sub ? caller.claims.sub : null;
  return { owner: sub && UUID.test(sub) ? sub : null, ownerId: sub };
}
