// Reading requests and writing answers in the API's envelope: { success, data, message? } or the error shape.
// (A route's own success answer is written by reply() in api/routes/common/mount.ts, typed by its contract.)
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { ApiError, badRequest, invalid } from './errors.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;

const encoder = new TextEncoder();
const LIST_OPENING = encoder.encode('{"success":true,"data":[');
const COMMA = encoder.encode(',');

/** The parts one after the other in one array. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(parts.reduce((size, part) => size + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}

/**
 * A list answer whose items are JSON texts already, built by Postgres and still in the UTF-8 bytes it sent them in
 * (postgres.js's raw rows): the envelope is written around them, so the items are neither parsed and serialised
 * again nor even decoded into strings and encoded back (70 KB for the leaderboard). Same shape as okPage().
 */
export function okJsonItems(c: Context, items: readonly Uint8Array[], meta: Record<string, unknown>): Response {
  const separated = items.flatMap((item, index) => (index === 0 ? [item] : [COMMA, item]));
  const closing = encoder.encode(`],"meta":${JSON.stringify(meta)}}`);
  return c.body(concatBytes([LIST_OPENING, ...separated, closing]), 200, { 'content-type': 'application/json' });
}

export function errorBody(error: ApiError) {
  return {
    success: false as const,
    message: error.message,
    code: error.code,
    ...(error.details === undefined ? {} : { details: error.details }),
  };
}

/**
 * The answer to an error thrown anywhere in a request: the app's error handler gives it, and an idempotent write
 * that failed after its key committed keeps it for its retries (api/routes/common/idempotency.ts).
 */
export function errorAnswer(c: Context, error: unknown): Response {
  if (error instanceof ApiError) {
    if (error.retryAfter !== undefined) c.header('Retry-After', String(error.retryAfter));
    return c.json(errorBody(error), error.status as 400);
  }
  if (error instanceof HTTPException) {
    return c.json(errorBody(new ApiError(error.status, 'bad_request', error.message || 'Bad request')), error.status);
  }
  console.error(error);
  return c.json(errorBody(new ApiError(500, 'internal_error', 'Something went wrong on our side.')), 500);
}

/**
 * Field errors keyed by path, as the SPA forms show them. Keys come from the request (unknown fields): a map without
 * a prototype, so a field named `toString` or `__proto__` is a key like any other.
 */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const details: Record<string, string[]> = Object.create(null);
  for (const issue of error.issues) {
    const keys =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key].join('.'))
        : [issue.path.join('.') || '_'];
    for (const key of keys) {
      const message = issue.code === 'unrecognized_keys' ? 'is not a known field' : issue.message;
      (details[key] ??= []).push(message);
    }
  }
  return details;
}

interface PathStep {
  key: string;
  parent: PathStep | null;
}

function pathOf(step: PathStep | null): string {
  const keys: string[] = [];
  for (let at = step; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || '_';
}

/**
 * Paths of text values holding a NUL character, which Postgres text and jsonb cannot store. Walked with a stack of
 * its own, not recursion: a JSON body nested a few hundred thousand levels deep (well within the 1 MB limit) must
 * be refused by the schema, not overflow the call stack.
 */
function nulPaths(value: unknown): string[] {
  const found: string[] = [];
  const pending: { value: unknown; at: PathStep | null }[] = [{ value, at: null }];
  while (pending.length > 0) {
    const { value: item, at } = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) found.push(pathOf(at));
    } else if (item !== null && typeof item === 'object') {
      const entries = Array.isArray(item) ? item.map((child, index) => [String(index), child] as const) : Object.entries(item);
      // Last pushed is first taken: push in reverse to report paths in the body's order.
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!;
        pending.push({ value: child, at: { key, parent: at } });
      }
    }
  }
  return found;
}

export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const withNul = nulPaths(value);
  if (withNul.length) throw invalid(Object.fromEntries(withNul.map((path) => [path, ['must not contain NUL characters']])));
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
}

/**
 * A body past its limit is refused with 413, but first read to its end (up to DRAIN_LIMIT, without keeping it):
 * answering while the client still sends makes clients and proxies see a broken pipe instead of the 413.
 */
const DRAIN_LIMIT = 64 * 1024 * 1024;

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let size = alreadyRead;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    size += value.byteLength;
    if (size > DRAIN_LIMIT) {
      await reader.cancel().catch(() => undefined);
      return;
    }
  }
}

/** The body's bytes, refusing more than `limit` without keeping more than that in memory. */
export async function readLimited(c: Context, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const declared = Number(c.req.header('content-length') ?? 'NaN');
  if (declared > limit) {
    if (declared <= DRAIN_LIMIT) await drain(reader, 0);
    else await reader.cancel().catch(() => undefined);
    throw tooLarge(limit);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await drain(reader, size);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return concatBytes(chunks);
}

/**
 * Reads and drops a body nobody read, e.g. of a request refused before its body was looked at (up to DRAIN_LIMIT),
 * for the same reason as a 413: the client sees the answer, not a broken pipe.
 */
export async function discardBody(c: Context): Promise<void> {
  const body = c.req.raw.body;
  if (!body || body.locked || c.req.raw.bodyUsed) return;
  try {
    await drain(body.getReader(), 0);
  } catch {
    // The client went away: nobody is left to answer.
  }
}

export function tooLarge(limit: number): ApiError {
  return new ApiError(413, 'payload_too_large', `The request is larger than ${Math.round(limit / 1024 / 1024)} MB.`);
}

/** 415 unless the body is declared as JSON. */
export function requireJsonType(type: string): void {
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the body as JSON (Content-Type: application/json).');
  }
}

/** The body's bytes as JSON: 400 for anything that is not UTF-8 JSON text. */
export function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw badRequest('The body is not valid JSON.');
  }
}

export function queryObject(c: Context): Record<string, string> {
  return Object.fromEntries(new URL(c.req.url).searchParams);
}
