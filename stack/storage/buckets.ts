// Development stand-in for Supabase Storage (storage-api): buckets, seeded from the [storage.buckets.*] tables of
// supabase/config.toml. On start the buckets of supabase/config.toml are upserted into storage.buckets with the name
// as id, as `supabase start` does; GET /bucket and GET /bucket/{id} read under the caller's RLS (service_role sees
// all).
import type { Hono } from 'hono';
import type { StackContext } from '../context.ts';
import { ERRORS } from './errors.ts';
import { requestScope, type StorageDeps } from './http.ts';

const BUCKET_COLUMNS = 'id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types';

export interface BucketRow {
  id: string;
  public: boolean | null;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

/** Creates or updates the configured buckets (public, file_size_limit, allowed_mime_types). */
export async function seedBuckets(ctx: StackContext): Promise<void> {
  for (const [name, bucket] of Object.entries(ctx.settings.storage.buckets)) {
    await ctx.db.storage.query(
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
       values ($1, $1, $2, $3, $4)
       on conflict (id) do update
       set public = excluded.public,
           file_size_limit = excluded.file_size_limit,
           allowed_mime_types = excluded.allowed_mime_types,
           updated_at = now()`,
      [name, bucket.public, bucket.fileSizeLimit, bucket.allowedMimeTypes],
    );
  }
}

/** A bucket read without RLS (storage-api's `asSuperUser().findBucket`), or undefined. */
export async function findBucket(ctx: StackContext, id: string): Promise<BucketRow | undefined> {
  const { rows } = await ctx.db.storage.query<BucketRow>(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  );
  return rows[0];
}

const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

export function bucketRoutes(app: Hono, deps: StorageDeps): void {
  app.get('/bucket', async (c) => {
    const { caller, scope } = await requestScope(deps, c, 'storage.bucket.list');
    const query = c.req.query();
    const values: unknown[] = [];
    let sql = `select ${BUCKET_COLUMNS}, type from storage.buckets`;
    if (query.search) {
      values.push(`%${query.search.replace(/[\\%_]/g, '\\$&')}%`);
      sql += ` where name ilike $${values.length}`;
    }
    if (query.sortColumn) {
      if (!SORT_COLUMNS.has(query.sortColumn))
        throw ERRORS.invalidRequest('querystring/sortColumn must be equal to one of the allowed values');
      sql += ` order by ${query.sortColumn} ${query.sortOrder?.toLowerCase() === 'desc' ? 'desc' : 'asc'}`;
    }
    for (const key of ['limit', 'offset'] as const) {
      if (query[key] === undefined) continue;
      const n = Number(query[key]);
      if (!Number.isInteger(n) || n < (key === 'limit' ? 1 : 0))
        throw ERRORS.invalidRequest(`querystring/${key} is invalid`);
      values.push(n);
      sql += ` ${key} $${values.length}`;
    }
    return c.json(await scope(caller, (tx) => tx.query(sql, values)));
  });

  app.get('/bucket/:id', async (c) => {
    const { caller, scope } = await requestScope(deps, c, 'storage.bucket.get');
    const rows = await scope(caller, (tx) =>
      tx.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1 limit 1`, [c.req.param('id')]),
    );
    if (!rows[0]) throw ERRORS.noSuchBucket();
    return c.json(rows[0]);
  });

  // Creating, changing, emptying and deleting buckets is left to migrations and config.toml locally.
  for (const method of ['post', 'put', 'delete'] as const) {
    app[method]('/bucket', () => {
      throw ERRORS.notImplemented(`${method.toUpperCase()} /bucket`);
    });
    app[method]('/bucket/*', () => {
      throw ERRORS.notImplemented(`${method.toUpperCase()} /bucket/{id}`);
    });
  }
}
