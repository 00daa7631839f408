// Development stand-in for Supabase Storage (storage-api): the per-request database scope. Each unit of work runs in
// one transaction on the pool of `supabase_storage_admin`, which first sets, all `is_local`: role (the caller's, via
// its membership in authenticator), request.jwt.claim.role, request.jwt, request.jwt.claim.sub, request.jwt.claims,
// request.headers, request.method, request.path, storage.operation and storage.allow_delete_query='true'. So the RLS
// policies on storage.objects / storage.buckets decide, exactly as with the real service; the "super user" statements
// run as service_role, which passes by its BYPASSRLS attribute.
import pg from 'pg';
import { SUPER_USER, type Caller } from './auth.ts';

export interface RequestInfo {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** storage-api's operation name, e.g. storage.object.upload. */
  operation: string;
}

const SCOPE_SQL = `select
  set_config('role', $1, true),
  set_config('request.jwt.claim.role', $1, true),
  set_config('request.jwt', $2, true),
  set_config('request.jwt.claim.sub', $3, true),
  set_config('request.jwt.claims', $4, true),
  set_config('request.headers', $5, true),
  set_config('request.method', $6, true),
  set_config('request.path', $7, true),
  set_config('storage.operation', $8, true),
  set_config('storage.allow_delete_query', 'true', true)`;

/** int8 (bigint) columns such as buckets.file_size_limit as numbers, as storage-api's pg type parser gives them. */
const INT8_OID = 20;
const parseInt8 = (value: string): number => Number.parseInt(value, 10);
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown =>
    oid === INT8_OID && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** One scoped transaction: `query` runs as the caller, `asSuperUser` as service_role. */
export class ScopedTransaction {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly caller: Caller,
  ) {}

  async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    const result: pg.QueryResult<T> = await this.client.query<T>({ text, values, types });
    return result.rows;
  }

  /** Statements that bypass RLS, inside the same transaction (storage-api's `asSuperUser()`). */
  async asSuperUser<T>(work: () => Promise<T>): Promise<T> {
    await this.client.query(`select set_config('role', $1, true)`, [SUPER_USER.role]);
    try {
      return await work();
    } finally {
      await this.client.query(`select set_config('role', $1, true)`, [this.caller.role]);
    }
  }
}

export interface Scope {
  /**
   * Runs `work` in one transaction scoped to `caller`. `rollback: true` always rolls back: storage-api's
   * testPermission, which performs a write as the caller only to see whether the policies allow it.
   */
  <T>(
    caller: Caller,
    work: (tx: ScopedTransaction) => Promise<T>,
    options?: { rollback?: boolean },
  ): Promise<T>;
}

export function createScope(pool: pg.Pool, request: RequestInfo): Scope {
  return async (caller, work, options) => {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query('begin');
      await client.query(SCOPE_SQL, [
        caller.role,
        caller.jwt,
        typeof caller.claims.sub === 'string' ? caller.claims.sub : '',
        JSON.stringify(caller.claims),
        JSON.stringify(request.headers),
        request.method,
        request.path,
        request.operation,
      ]);
      const result = await work(new ScopedTransaction(client, caller));
      await client.query(options?.rollback ? 'rollback' : 'commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  };
}
