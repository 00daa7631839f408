// The Ideaboard REST API: one Hono app under /api (the function's slug), every answer JSON in one envelope:
// { success: true, data, message?, meta? } or { success: false, message, code, details? } (_shared/http.ts).
// Every request runs its SQL as its caller; the database decides. One folder per resource under routes/.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { identify } from '../_shared/auth.ts';
import { ApiError, notFound } from '../_shared/errors.ts';
import { discardBody, errorAnswer, errorBody } from '../_shared/http.ts';
import { admin, internalTrash } from './routes/admin/index.ts';
import { comments } from './routes/comments/index.ts';
import { follows } from './routes/follows/index.ts';
import { ideas } from './routes/ideas/index.ts';
import { landingPages } from './routes/landing-pages/index.ts';
import { internal, mailPreferences, unsubscribe } from './routes/mail/index.ts';
import { notifications } from './routes/notifications/index.ts';
import { previews } from './routes/previews/index.ts';
import { ratings } from './routes/ratings/index.ts';
import { reports } from './routes/reports/index.ts';
import { roadmap } from './routes/roadmap/index.ts';
import { system } from './routes/system/index.ts';
import { undeclaredRoutes } from './routes/declared.ts';
import { compressJson } from './routes/common/compression.ts';
import type { Env } from './routes/common/context.ts';
import { me, users } from './routes/users/index.ts';

// Not strict: `/api/ideas/` is `/api/ideas`, as clients and proxies often add the slash.
const app = new Hono<Env>({ strict: false }).basePath('/api');

// Hosted Supabase passes preflight requests through to the function, which must answer them itself; locally the
// gateway stand-in answers them first, as Kong's cors plugin does.
app.use(
  '*',
  cors({
    origin: '*',
    allowHeaders: [
      'authorization',
      'x-client-info',
      'apikey',
      'content-type',
      'x-retry-count',
      'if-none-match',
      'idempotency-key',
    ],
    // The notification poll sends back the ETag it read (routes/notifications); a retried write learns it was
    // answered from its Idempotency-Key (routes/common/idempotency.ts).
    exposeHeaders: ['etag', 'idempotency-replayed', 'retry-after'],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  }),
);

app.route('/', system);

// Answers nobody should keep (writes, errors, members' own data) say so; conditional GETs set their own.
app.use('*', async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
});
app.use('*', compressJson);

app.use('*', async (c, next) => {
  c.set('caller', await identify(c.req.header('authorization')));
  await next();
});

app.route('/ideas', ideas);
app.route('/ratings', ratings);
app.route('/reports', reports);
app.route('/users', users);
app.route('/me/mail-preferences', mailPreferences);
app.route('/me', me);
app.route('/roadmap', roadmap);
app.route('/admin', admin);
app.route('/unsubscribe', unsubscribe);
app.route('/internal', internal);
app.route('/internal', internalTrash);
app.route('/', comments);
app.route('/', follows);
app.route('/notifications', notifications);
app.route('/', landingPages);
app.route('/', previews);

/** 405 for a known path with another method, else 404. */
app.all('*', (c) => {
  const requested = new URL(c.req.url).pathname;
  const path = requested.replace(/\/+$/, '') || '/';
  const allowed = app.routes
    .filter((route) => route.method !== 'ALL')
    .filter((route) => new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+').replace(/\/+$/, '')}/?$`).test(path))
    .map((route) => route.method);
  // A path that only looks like a route (e.g. an extra slash) with an allowed method names nothing: 404, not a
  // 405 that lists the very method it refuses.
  if (allowed.length && !allowed.includes(c.req.method) && !(c.req.method === 'HEAD' && allowed.includes('GET'))) {
    c.header('Allow', [...new Set(allowed)].join(', '));
    return c.json(errorBody(new ApiError(405, 'method_not_allowed', `${c.req.method} is not allowed here.`)), 405);
  }
  return c.json(errorBody(notFound(`No endpoint ${c.req.method} ${requested}.`)), 404);
});

app.onError(async (error, c) => {
  // A request refused before its body was read (who is calling, which idea) still has it on the wire.
  await discardBody(c);
  return errorAnswer(c, error);
});

// Every route the app answers is in the contracts' list, and so in the OpenAPI document; a route mounted without
// its contract listed (or listed and not mounted) stops the function at start-up, in every test run.
const undeclared = undeclaredRoutes(app.routes);
if (undeclared.length) throw new Error(`Routes not matching routes/contracts.ts: ${undeclared.join(', ')}`);

export default app;
