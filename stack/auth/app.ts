// Development stand-in for Supabase Auth (GoTrue), the subset supabase-js uses: same paths, JSON, statuses and
// error codes as GoTrue (stack/auth/README.md lists what is imitated and what is not). The gateway strips
// /auth/v1 and forwards here, so routes are GoTrue's own paths. Our own code: no upstream code is copied.
import { Hono } from 'hono';
import type { StackContext } from '../context.ts';
import type { AuthDeps } from './deps.ts';
import { API_VERSION_HEADER, errorResponse } from './errors.ts';
import { RateLimiter, rateLimitsEnabled } from './rate-limit.ts';
import { adminRoutes } from './routes/admin.ts';
import { metaRoutes } from './routes/meta.ts';
import { notImitated } from './routes/not-imitated.ts';
import { signupRoutes } from './routes/signup.ts';
import { tokenRoutes } from './routes/token.ts';
import { userRoutes } from './routes/user.ts';
import { verifyRoutes } from './routes/verify.ts';

export interface AuthAppOptions {
  /**
   * Per-IP rate limits ([auth.rate_limit] of config.toml). Default: on, unless the environment variable
   * AUTH_RATE_LIMITS=off (see rate-limit.ts).
   */
  rateLimits?: boolean;
}

// GoTrue's CORS settings; the gateway answers preflights itself and sets Allow-Origin to *, as Kong does locally.
const EXPOSED_HEADERS = `X-Total-Count, Link, ${API_VERSION_HEADER}`;
const ALLOWED_HEADERS = `Accept, Authorization, Content-Type, X-Client-IP, X-Client-Info, X-JWT-AUD, x-use-cookie, ${API_VERSION_HEADER}`;

export function createAuthApp(ctx: StackContext, options: AuthAppOptions = {}): Hono {
  const limitsOn = rateLimitsEnabled(options.rateLimits);
  const limits = ctx.settings.auth.rateLimits;
  const deps: AuthDeps = {
    ctx,
    limits: {
      signInSignUps: limitsOn ? new RateLimiter(limits.signInSignUps) : null,
      tokenRefresh: limitsOn ? new RateLimiter(limits.tokenRefresh) : null,
      tokenVerifications: limitsOn ? new RateLimiter(limits.tokenVerifications) : null,
    },
  };

  const app = new Hono();

  app.use('*', async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
      });
    }
    await next();
    if (origin) {
      // auth-js reads an error's `code` only when it can read X-Supabase-Api-Version; a browser can read it only
      // when it is exposed.
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
      c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
      c.res.headers.append('Vary', 'Origin');
    }
  });

  metaRoutes(app, deps);
  signupRoutes(app, deps);
  tokenRoutes(app, deps);
  verifyRoutes(app, deps);
  userRoutes(app, deps);
  adminRoutes(app, deps);

  notImitated(app);
  app.onError((error, c) => {
    const response = errorResponse(c, error);
    if (response.status >= 500)
      ctx.log(`[auth] ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return response;
  });
  return app;
}
