// Development stand-in for Supabase Auth (GoTrue): what every route module receives.
import type { StackContext } from '../context.ts';
import type { RateLimiter } from './rate-limit.ts';

export interface AuthDeps {
  ctx: StackContext;
  /** null when limits are off (AUTH_RATE_LIMITS=off or the `rateLimits: false` option). */
  limits: {
    signInSignUps: RateLimiter | null;
    tokenRefresh: RateLimiter | null;
    tokenVerifications: RateLimiter | null;
  };
}
