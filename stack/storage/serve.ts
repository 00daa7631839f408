// Development stand-in for Supabase Storage (storage-api): answering with an object's bytes or its info. Headers as
// storage-api's renderer sets them: Content-Type (metadata mimetype), Content-Length, ETag, Last-Modified,
// Cache-Control (metadata cacheControl, e.g. `max-age=3600`) or Expires for a signed URL, X-Robots-Tag: none,
// Content-Disposition with `?download`; If-None-Match -> 304.
import type { Context } from 'hono';
import { ERRORS, errorResponse } from './errors.ts';
import type { FileStore } from './files.ts';

export interface ObjectMetadata {
  eTag?: string;
  size?: number;
  mimetype?: string;
  cacheControl?: string;
  lastModified?: string;
  contentLength?: number;
  httpStatusCode?: number;
}

export interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
}

function lastModifiedOf(metadata: ObjectMetadata): string | undefined {
  if (!metadata.lastModified) return undefined;
  const date = new Date(metadata.lastModified);
  return Number.isNaN(date.getTime()) ? undefined : date.toUTCString();
}

function notFound(): Response {
  // The renderer's own answer when the backend has no bytes for a row.
  return errorResponse(ERRORS.resourceNotFound(), { 'cache-control': 'no-store' });
}

/** The bytes of `row` (or only the headers for HEAD). */
export async function serveObject(
  c: Context,
  files: FileStore,
  row: Pick<ObjectRow, 'bucket_id' | 'name' | 'metadata'>,
  options: { expires?: string } = {},
): Promise<Response> {
  const metadata = row.metadata ?? {};
  const head = c.req.method === 'HEAD';
  const headers = new Headers({
    'content-type': metadata.mimetype || 'application/octet-stream',
    'x-robots-tag': 'none',
  });
  if (metadata.eTag) headers.set('etag', metadata.eTag);
  const lastModified = lastModifiedOf(metadata);
  if (lastModified) headers.set('last-modified', lastModified);
  if (options.expires) headers.set('expires', options.expires);
  else if (metadata.cacheControl) headers.set('cache-control', metadata.cacheControl);

  const download = c.req.query('download');
  if (download !== undefined) {
    const filename = encodeURIComponent(download);
    headers.set(
      'content-disposition',
      download === '' ? 'attachment;' : `attachment; filename=${filename}; filename*=UTF-8''${filename}`,
    );
  }

  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && metadata.eTag && ifNoneMatch === metadata.eTag) {
    if ((await files.size(row.bucket_id, row.name)) === null) return notFound();
    return new Response(null, { status: 304, headers });
  }

  if (head) {
    const size = await files.size(row.bucket_id, row.name);
    if (size === null) return notFound();
    headers.set('content-length', String(size));
    return new Response(null, { status: 200, headers });
  }
  const file = await files.open(row.bucket_id, row.name);
  if (!file) return notFound();
  headers.set('content-length', String(file.size));
  return new Response(file.body, { status: 200, headers });
}

/** GET /object/info/...: the object's description as JSON. */
export function serveInfo(c: Context, row: ObjectRow): Response {
  const metadata = row.metadata ?? {};
  const headers: Record<string, string> = {};
  if (metadata.eTag) headers.etag = metadata.eTag;
  const lastModified = lastModifiedOf(metadata);
  if (lastModified) headers['last-modified'] = lastModified;
  if (metadata.cacheControl) headers['cache-control'] = metadata.cacheControl;
  return c.json(
    {
      id: row.id,
      name: row.name,
      version: row.version,
      bucket_id: row.bucket_id,
      size: metadata.size ?? null,
      content_type: metadata.mimetype ?? null,
      cache_control: metadata.cacheControl ?? null,
      etag: metadata.eTag ?? null,
      metadata: row.user_metadata,
      last_modified: row.updated_at,
      created_at: row.created_at,
    },
    200,
    headers,
  );
}
