// Development stand-in for Supabase Auth (GoTrue): per-IP request limits (supabase/config.toml
// [auth.rate_limit]; locally 30 sign-ins and sign-ups per 5 minutes per IP, which a test run creating many
// users from one address reaches). Each limit is N requests per 5 minutes per IP, kept as
// GoTrue's limiter does: a token bucket holding N that refills at N per 5 minutes; an empty bucket answers
// 429 over_request_rate_limit. `email_sent` is not enforced (the CLI applies it only with custom SMTP).
//
// AUTH_RATE_LIMITS=off (environment) switches every limit off, e.g. for a contract-test run that creates many
// users from 127.0.0.1 through one stack. createAuthApp's `rateLimits` option overrides the variable.
import type { Context, MiddlewareHandler } from 'hono';
import { AuthError } from './errors.ts';
import { clientIp } from './request.ts';

const WINDOW_MS = 5 * 60 * 1000;
const IDLE_MS = 60 * 60 * 1000; // buckets unused for an hour are forgotten, as GoTrue's expire

export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private lastSweep = 0;

  /** `perFiveMinutes` requests per 5 minutes per key. */
  constructor(readonly perFiveMinutes: number) {}

  /** Takes one request from `key`'s bucket; false when it is empty. */
  take(key: string, now = Date.now()): boolean {
    this.sweep(now);
    const capacity = Math.max(0, this.perFiveMinutes);
    const bucket = this.buckets.get(key) ?? { tokens: capacity, at: now };
    bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) * capacity) / WINDOW_MS);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < IDLE_MS) return;
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) if (now - bucket.at > IDLE_MS) this.buckets.delete(key);
  }
}

/** Whether limits apply: the explicit option, else not when AUTH_RATE_LIMITS=off. */
export function rateLimitsEnabled(option: boolean | undefined): boolean {
  return option ?? process.env.AUTH_RATE_LIMITS !== 'off';
}

export function tooManyRequests(): AuthError {
  return new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
}

/** Counts the request against the client IP's bucket (null limiter: limits off). */
export function checkRateLimit(c: Context, limiter: RateLimiter | null): void {
  if (limiter && !limiter.take(clientIp(c))) throw tooManyRequests();
}

export function rateLimited(limiter: RateLimiter | null): MiddlewareHandler {
  return async (c, next) => {
    checkRateLimit(c, limiter);
    await next();
  };
}
