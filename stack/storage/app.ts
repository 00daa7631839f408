// Development stand-in for Supabase Storage (storage-api), the service behind /storage/v1: the subset of routes
// storage-js uses, with RLS on storage.objects / storage.buckets as the authorization model and the object bytes in
// <dataDir>/storage/<bucket>/<name>. What it does not imitate: stack/storage/README.md.
import { Hono } from 'hono';
import type { StackContext } from '../context.ts';
import { createAuthenticator } from './auth.ts';
import { bucketRoutes, seedBuckets } from './buckets.ts';
import { ERRORS, errorResponse, toStorageError } from './errors.ts';
import { FileStore } from './files.ts';
import type { StorageDeps } from './http.ts';
import { objectRoutes } from './objects.ts';

export function createStorageApp(ctx: StackContext): Hono {
  const deps: StorageDeps = {
    ctx,
    authenticate: createAuthenticator(ctx),
    files: new FileStore(ctx.dataDir),
  };

  // The config.toml buckets, as `supabase start` creates them; retried on the next request if it failed.
  let seeded: Promise<void> | undefined;
  const seed = () =>
    (seeded ??= seedBuckets(ctx).catch((error: unknown) => {
      seeded = undefined;
      throw error;
    }));
  seed().catch((error: unknown) =>
    ctx.log(`[storage] could not create the configured buckets: ${(error as Error).message}`),
  );

  const app = new Hono();
  app.get('/status', (c) => c.body(null, 200));
  app.use('*', async (_c, next) => {
    await seed();
    await next();
  });
  bucketRoutes(app, deps);
  objectRoutes(app, deps);

  app.notFound((c) => errorResponse(ERRORS.routeNotFound(c.req.method, new URL(c.req.url).pathname)));
  app.onError((error) => {
    const storageError = toStorageError(error);
    if (storageError.status >= 500) ctx.log(`[storage] ${error.stack ?? error.message}`);
    return errorResponse(storageError);
  });
  return app;
}
