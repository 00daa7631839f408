// JSON answers gzip-compressed by the function itself when the client accepts it: the hosted gateway passes the
// function's answer through as it is, so compression done here holds there too. Tiny answers stay plain, as the
// gzip header and a round through the compressor would cost more than they save, and so do images (the PNG preview
// images): they are compressed already, and gzip would spend CPU to save nothing.
import { gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { Env } from './context.ts';

/** The suffix a compressed answer's tag gets, so that each representation has a tag of its own. */
const GZIP_TAG_SUFFIX = '.gz';

/** Bytes below which an answer is sent as it is. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * zlib's level 2, in one synchronous call: the leaderboard's 70 KB page takes 0.15 ms and comes out at 10.0 KB, where
 * CompressionStream (level 6 behind a stream) took 0.65 ms for 8.4 KB, a third of the function's time per request.
 * Level 1 would save 0.08 ms more but send 13.1 KB, which a phone on a slow link pays for (docs/performance.md).
 */
const GZIP_LEVEL = 2;

/** JSON and text: what gzip makes smaller. */
export function compressible(mediaType: string | null): boolean {
  const type = (mediaType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json') || type.startsWith('text/');
}

export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

function addVary(headers: Headers, name: string): void {
  const current = headers.get('Vary');
  if (current?.toLowerCase().includes(name.toLowerCase())) return;
  headers.set('Vary', current ? `${current}, ${name}` : name);
}

/** The bytes gzipped, in an array of their own (10 KB, a microsecond): a Buffer is not a body to the DOM's types. */
export const gzip = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(gzipSync(bytes, { level: GZIP_LEVEL }));

/** An answer's tag once gzipped: each representation has a tag of its own. */
export const zippedTag = (tag: string): string => `${tag.slice(0, -1)}${GZIP_TAG_SUFFIX}"`;

export const compressJson: MiddlewareHandler<Env> = async (c, next) => {
  await next();
  const res = c.res;
  const type = res.headers.get('Content-Type') ?? '';
  if (c.req.method === 'HEAD' || !res.body || !type.startsWith('application/json') || res.headers.has('Content-Encoding'))
    return;
  addVary(res.headers, 'Accept-Encoding');
  if (!acceptsGzip(c.req.header('accept-encoding'))) return;
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.byteLength < COMPRESS_FROM_BYTES) {
    c.res = new Response(bytes, res);
    return;
  }
  const tag = res.headers.get('ETag');
  // Hono copies the old answer's headers onto the one assigned: the encoding's own headers are set after.
  c.res = new Response(gzip(bytes), res);
  c.res.headers.delete('Content-Length');
  c.res.headers.set('Content-Encoding', 'gzip');
  if (tag) c.res.headers.set('ETag', zippedTag(tag));
};
