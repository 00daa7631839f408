// Reading requests and writing answers in the API's envelope: { success, data, message? } or the error shape.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { ApiError, badRequest, invalid } from './errors.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;

export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200, message?: string) {
  return c.json(message ? { success: true, data, message } : { success: true, data }, status);
}

export function errorBody(error: ApiError) {
  return {
    success: false as const,
    message: error.message,
    code: error.code,
    ...(error.details === undefined ? {} : { details: error.details }),
  };
}

/** Field errors keyed by path, as the SPA forms show them. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const details: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.') || '_'];
    for (const key of keys) {
      const message = issue.code === 'unrecognized_keys' ? 'is not a known field' : issue.message;
      (details[key] ??= []).push(message);
    }
  }
  return details;
}

export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
}

/** The body as text, refusing more than `limit` bytes without reading further. */
export async function readLimited(c: Context, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(c.req.header('content-length') ?? 'NaN');
  if (declared > limit) throw tooLarge(limit);
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export function tooLarge(limit: number): ApiError {
  return new ApiError(413, 'payload_too_large', `The request is larger than ${Math.round(limit / 1024 / 1024)} MB.`);
}

export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the body as JSON (Content-Type: application/json).');
  }
  const bytes = await readLimited(c, JSON_BODY_LIMIT);
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw badRequest('The body is not valid JSON.');
  }
}

/** A JSON body that may be absent (e.g. the optional reason of a rejection). */
export async function readOptionalJson(c: Context): Promise<unknown> {
  const length = c.req.header('content-length');
  if (!c.req.raw.body || length === '0' || !c.req.header('content-type')) return {};
  return await readJson(c);
}

export function queryObject(c: Context): Record<string, string> {
  return Object.fromEntries(new URL(c.req.url).searchParams);
}
