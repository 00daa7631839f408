// Development stand-in for Supabase Storage (storage-api): the /object routes storage-js uses. Authorization is the
// RLS of storage.objects: every read, sign, list and delete runs as the caller; an upload first performs its INSERT
// (or, with x-upsert, its INSERT ... ON CONFLICT DO UPDATE ... RETURNING) as the caller in a rolled-back transaction,
// then streams the bytes to disk under the size limit, then writes the row as service_role with owner = the caller's
// sub.
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import pg from 'pg';
import { assertExpiresIn, SUPER_USER, signDownloadToken, verifyDownloadToken } from './auth.ts';
import { findBucket } from './buckets.ts';
import type { ScopedTransaction } from './db.ts';
import { ERRORS } from './errors.ts';
import type { StoredUpload } from './files.ts';
import { assertValidKey, jsonBody, objectTarget, ownerOf, requestScope, type StorageDeps } from './http.ts';
import { serveInfo, serveObject, type ObjectMetadata, type ObjectRow } from './serve.ts';
import { isEmptyFolder, readUpload } from './upload.ts';

const MAX_PATHS = 1000;

interface ObjectValues {
  bucketId: string;
  name: string;
  owner: string | null;
  ownerId: string | null;
  metadata: Partial<ObjectMetadata>;
  userMetadata: Record<string, unknown> | undefined;
  version: string;
}

/**
 * storage-api's createObject (plain INSERT) or upsertObject (INSERT ... ON CONFLICT (name, bucket_id) DO
 * UPDATE of the given columns ... RETURNING *). Columns without a value are left out, as storage-api does.
 */
function writeObject(tx: ScopedTransaction, values: ObjectValues, upsert: boolean): Promise<ObjectRow[]> {
  const columns: [string, unknown][] = [
    ['bucket_id', values.bucketId],
    ['name', values.name],
    ['metadata', JSON.stringify(values.metadata)],
    ['version', values.version],
  ];
  if (values.owner) columns.push(['owner', values.owner]);
  if (values.ownerId) columns.push(['owner_id', values.ownerId]);
  if (values.userMetadata !== undefined) columns.push(['user_metadata', JSON.stringify(values.userMetadata)]);
  const names = columns.map(([name]) => name);
  const insert = `insert into storage.objects (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})`;
  const params = columns.map(([, value]) => value);
  if (!upsert) return tx.query<ObjectRow>(insert, params);
  const updates = names
    .filter((name) => !['bucket_id', 'name'].includes(name))
    .map((name) => `${name} = excluded.${name}`)
    .join(', ');
  return tx.query<ObjectRow>(
    `${insert} on conflict (name, bucket_id) do update set ${updates} returning *`,
    params,
  );
}

async function upload(
  deps: StorageDeps,
  c: Context,
  isUpsert: boolean,
  operation: string,
): Promise<Response> {
  const { ctx, files } = deps;
  const { caller, scope } = await requestScope(deps, c, operation);
  const { bucket: bucketId, name } = objectTarget(c, '/object/');
  const bucket = await findBucket(ctx, bucketId);
  if (!bucket) throw ERRORS.noSuchBucket();
  const bucketLimit = bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit);
  const maxFileSize = isEmptyFolder(name) ? 0 : Math.min(ctx.settings.storage.fileSizeLimit, bucketLimit);

  const source = await readUpload(c.req.raw, {
    objectName: name,
    maxFileSize,
    allowedMimeTypes: bucket.allowed_mime_types,
  });
  const { owner, ownerId } = ownerOf(caller);
  let stored: StoredUpload;
  try {
    assertValidKey(name);
    files.objectPath(bucketId, name); // names a file system cannot hold: InvalidKey before any byte is read
    // testPermission: the caller's own write, rolled back; the bucket's policies decide.
    await scope(
      caller,
      (tx) =>
        writeObject(
          tx,
          {
            bucketId,
            name,
            owner,
            ownerId,
            metadata: { mimetype: source.mimeType, contentLength: source.declaredLength },
            userMetadata: source.userMetadata,
            version: '1',
          },
          isUpsert,
        ),
      { rollback: true },
    ).catch((error: unknown) => {
      // A plain INSERT that hits the unique (bucket_id, name): storage-api's KeyAlreadyExists.
      if (error instanceof pg.DatabaseError && error.code === '23505') throw ERRORS.keyAlreadyExists();
      throw error;
    });
    stored = await files.receive(source.data, maxFileSize);
  } finally {
    await source.close();
  }

  // The row, as service_role; the bytes move into place inside the same transaction.
  const metadata: ObjectMetadata = {
    eTag: stored.eTag,
    size: stored.size,
    mimetype: source.mimeType,
    cacheControl: source.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: stored.size,
    httpStatusCode: 200,
  };
  let moved = false;
  let isNew = true;
  try {
    const row = await scope(SUPER_USER, async (tx) => {
      await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`${bucketId}/${name}`]);
      const current = await tx.query(
        'select id from storage.objects where bucket_id = $1 and name = $2 for update',
        [bucketId, name],
      );
      isNew = current.length === 0;
      const [written] = await writeObject(
        tx,
        {
          bucketId,
          name,
          owner,
          ownerId,
          metadata,
          userMetadata: { ...source.userMetadata },
          version: randomUUID(),
        },
        true,
      );
      await files.commit(stored, bucketId, name);
      moved = true;
      return written!;
    });
    return c.json({ Id: row.id, Key: `${bucketId}/${name}` }, 200);
  } catch (error) {
    if (!moved) await files.discard(stored);
    else if (isNew) await files.remove(bucketId, name).catch(() => undefined);
    else
      ctx.log(`[storage] ${bucketId}/${name}: the row could not be committed after its bytes were replaced`);
    throw error;
  }
}

const OBJECT_COLUMNS = 'id, name, version, bucket_id, metadata, user_metadata, updated_at, created_at';

async function findObject(tx: ScopedTransaction, bucketId: string, name: string): Promise<ObjectRow> {
  assertValidKey(name);
  const [row] = await tx.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where name = $1 and bucket_id = $2 limit 1`,
    [name, bucketId],
  );
  if (!row) throw ERRORS.noSuchKey();
  return row;
}

/**
 * GET/HEAD /object/{bucket}/* and /object/authenticated/{bucket}/*, GET /object/info/...: without a valid token
 * only a public bucket answers; a public bucket is read without RLS, a private one with the caller's SELECT.
 */
async function readAuthenticated(
  deps: StorageDeps,
  c: Context,
  prefix: string,
  operation: string,
  allowInvalidJwt: boolean,
): Promise<ObjectRow> {
  const { caller, scope } = await requestScope(deps, c, operation, { allowInvalidJwt });
  const { bucket: bucketId, name } = objectTarget(c, prefix);
  const bucket = await findBucket(deps.ctx, bucketId);
  if (!bucket || (!caller.isAuthenticated && !bucket.public)) throw ERRORS.noSuchBucket();
  return scope(caller, (tx) =>
    bucket.public ? tx.asSuperUser(() => findObject(tx, bucketId, name)) : findObject(tx, bucketId, name),
  );
}

/** /object/public/... and /object/info/public/...: public buckets only, no RLS, no token needed. */
async function readPublic(
  deps: StorageDeps,
  c: Context,
  prefix: string,
  operation: string,
): Promise<ObjectRow> {
  const { bucket: bucketId, name } = objectTarget(c, prefix);
  const { scope } = await requestScope(deps, c, operation, { allowInvalidJwt: true });
  const bucket = await findBucket(deps.ctx, bucketId);
  if (!bucket?.public) throw ERRORS.noSuchBucket();
  return scope(SUPER_USER, (tx) => findObject(tx, bucketId, name));
}

const listBody = z.object({
  prefix: z.string(),
  limit: z.number().int().min(1).optional(),
  offset: z.number().int().min(0).optional(),
  sortBy: z
    .object({
      column: z.enum(['name', 'updated_at', 'created_at', 'last_accessed_at']),
      order: z.enum(['asc', 'desc']).optional(),
    })
    .optional(),
  search: z.string().optional(),
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * storage.search as storage-api's list uses it: the entries directly under `prefix` (case-insensitive),
 * sub-folders as rows with a null id, names relative to the prefix, `search` matching the start of a name.
 */
async function listObjects(tx: ScopedTransaction, bucketId: string, body: z.infer<typeof listBody>) {
  let prefix = body.prefix;
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix += '/';
  const column = body.sortBy?.column ?? 'name';
  const order = body.sortBy?.order === 'desc' ? 'desc' : 'asc';
  const ordering =
    column === 'name'
      ? `lower(name) collate "C" ${order}`
      : `is_folder desc, case when is_folder then lower(name) collate "C" end ${order}, ${column} ${order}`;
  return tx.query(
    `with matched as (
       select o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
              substr(o.name, char_length($2::text) + 1) as rest
       from storage.objects as o
       where o.bucket_id = $1 and o.name ilike $3
     ), entries as (
       select split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
              null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata,
              true as is_folder
       from matched where strpos(rest, '/') > 0
       group by 1
       union all
       select rest, id, updated_at, created_at, last_accessed_at, metadata, false
       from matched where strpos(rest, '/') = 0
     )
     select name, id, updated_at, created_at, last_accessed_at, metadata from entries
     order by ${ordering}
     limit $4 offset $5`,
    [
      bucketId,
      prefix,
      `${escapeLike(prefix + (body.search ?? ''))}%`,
      Math.min(body.limit ?? 100, 1500),
      body.offset ?? 0,
    ],
  );
}

export function objectRoutes(app: Hono, deps: StorageDeps): void {
  const { files } = deps;

  for (const route of ['/object/move', '/object/copy', '/object/upload/sign/*', '/object/list-v2/*']) {
    app.on(['POST', 'PUT'], route, () => {
      throw ERRORS.notImplemented(route);
    });
  }

  // storage-js list()
  app.post('/object/list/:bucket', async (c) => {
    const { caller, scope } = await requestScope(deps, c, 'storage.object.list');
    const body = await jsonBody(c, listBody);
    return c.json(await scope(caller, (tx) => listObjects(tx, c.req.param('bucket'), body)));
  });

  // createSignedUrls(paths) and createSignedUrl(path)
  app.post('/object/sign/*', async (c) => {
    const { bucket: bucketId, name } = objectTarget(c, '/object/sign/');
    if (!name) {
      const { caller, scope } = await requestScope(deps, c, 'storage.object.sign_many');
      const body = await jsonBody(
        c,
        z.object({ expiresIn: z.number(), paths: z.array(z.string()).min(1).max(MAX_PATHS) }),
      );
      const expiresIn = assertExpiresIn(body.expiresIn);
      const found = await scope(caller, (tx) =>
        tx.query<{ name: string }>(
          'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
          [bucketId, body.paths],
        ),
      );
      const names = new Set(found.map((row) => row.name));
      return c.json(
        await Promise.all(
          body.paths.map(async (path) =>
            names.has(path)
              ? {
                  error: null,
                  path,
                  signedURL: `/object/sign/${bucketId}/${path}?token=${await signDownloadToken(`${bucketId}/${path}`, expiresIn)}`,
                }
              : {
                  error: 'Either the object does not exist or you do not have access to it',
                  path,
                  signedURL: null,
                },
          ),
        ),
      );
    }
    const { caller, scope } = await requestScope(deps, c, 'storage.object.sign');
    const body = await jsonBody(
      c,
      z.object({ expiresIn: z.number(), transform: z.record(z.string(), z.unknown()).optional() }),
    );
    const expiresIn = assertExpiresIn(body.expiresIn);
    await scope(caller, (tx) => findObject(tx, bucketId, name));
    const url = `${bucketId}/${name}`;
    return c.json({ signedURL: `/object/sign/${url}?token=${await signDownloadToken(url, expiresIn)}` });
  });

  // Following a signed URL: the token is the authorization; the object is read without RLS.
  app.get('/object/sign/*', async (c) => {
    const { bucket: bucketId, name } = objectTarget(c, '/object/sign/');
    const token = c.req.query('token');
    if (!token) throw ERRORS.invalidRequest("querystring must have required property 'token'");
    const { exp } = await verifyDownloadToken(token, `${bucketId}/${name}`);
    const { scope } = await requestScope(deps, c, 'storage.object.get_signed', { allowInvalidJwt: true });
    const row = await scope(SUPER_USER, (tx) => findObject(tx, bucketId, name));
    return serveObject(c, files, row, { expires: new Date(exp * 1000).toUTCString() });
  });

  app.get('/object/public/*', async (c) =>
    serveObject(c, files, await readPublic(deps, c, '/object/public/', 'storage.object.get_public')),
  );
  app.get('/object/authenticated/*', async (c) =>
    serveObject(
      c,
      files,
      await readAuthenticated(deps, c, '/object/authenticated/', 'storage.object.get_authenticated', false),
    ),
  );
  app.get('/object/info/public/*', async (c) =>
    serveInfo(c, await readPublic(deps, c, '/object/info/public/', 'storage.object.info_public')),
  );
  app.get('/object/info/authenticated/*', async (c) =>
    serveInfo(
      c,
      await readAuthenticated(deps, c, '/object/info/authenticated/', 'object.get_authenticated_info', false),
    ),
  );
  app.get('/object/info/*', async (c) =>
    serveInfo(c, await readAuthenticated(deps, c, '/object/info/', 'object.get_authenticated_info', true)),
  );
  // download() and exists() (HEAD reaches this handler too and gets the headers only)
  app.get('/object/*', async (c) => {
    const operation =
      c.req.method === 'HEAD' ? 'object.head_authenticated_info' : 'storage.object.get_authenticated';
    return serveObject(c, files, await readAuthenticated(deps, c, '/object/', operation, true));
  });

  app.post('/object/*', (c) => upload(deps, c, c.req.header('x-upsert') === 'true', 'storage.object.upload'));
  // update(): always an upsert in storage-api, so it needs SELECT + INSERT + UPDATE.
  app.put('/object/*', (c) => upload(deps, c, true, 'storage.object.upload_update'));

  app.delete('/object/*', async (c) => {
    const { bucket: bucketId, name } = objectTarget(c, '/object/');
    if (!name) {
      // remove(paths): rows the caller may see and delete, then their bytes.
      const { caller, scope } = await requestScope(deps, c, 'storage.object.delete_many');
      const body = await jsonBody(c, z.object({ prefixes: z.array(z.string()).min(1) }));
      const deleted = await scope(caller, async (tx) => {
        const rows = await tx.query<ObjectRow>(
          'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *',
          [bucketId, body.prefixes],
        );
        for (const row of rows) await files.remove(bucketId, row.name);
        return rows;
      });
      return c.json(deleted);
    }
    const { caller, scope } = await requestScope(deps, c, 'storage.object.delete');
    await scope(caller, async (tx) => {
      await tx
        .asSuperUser(() =>
          tx.query('select id from storage.objects where name = $1 and bucket_id = $2 limit 1 for update', [
            name,
            bucketId,
          ]),
        )
        .then((rows) => {
          if (rows.length === 0) throw ERRORS.noSuchKey();
        });
      const rows = await tx.query(
        'delete from storage.objects where name = $1 and bucket_id = $2 returning id',
        [name, bucketId],
      );
      if (rows.length === 0) throw ERRORS.accessDenied('Access denied');
      await files.remove(bucketId, name);
    });
    return c.json({ message: 'Successfully deleted' });
  });
}
