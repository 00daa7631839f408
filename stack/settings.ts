// Reads supabase/config.toml the way the Supabase CLI does for the settings the local stand-ins honour
// (same keys and defaults), so the Docker-less stack and `supabase start` behave alike.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { SUPABASE_DIR } from './config.ts';

export interface BucketSettings {
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

export interface Settings {
  auth: {
    siteUrl: string;
    additionalRedirectUrls: string[];
    jwtExpiry: number;
    enableSignup: boolean;
    enableConfirmations: boolean;
    minimumPasswordLength: number;
    refreshTokenRotation: boolean;
    refreshTokenReuseInterval: number;
    emailMaxFrequencySeconds: number;
    otpLength: number;
    otpExpiry: number;
    /** Requests per 5 minutes per IP, as GoTrue counts them. */
    rateLimits: {
      emailSent: number;
      signInSignUps: number;
      tokenRefresh: number;
      tokenVerifications: number;
    };
  };
  storage: { fileSizeLimit: number; buckets: Record<string, BucketSettings> };
  functions: Record<string, { verifyJwt: boolean; entrypoint: string | null }>;
}

type Table = Record<string, unknown>;

const SIZE_UNITS: Record<string, number> = {
  b: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
};

/** "10MiB", "50MB", 1024 -> bytes, as the CLI's size strings. */
export function parseSize(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value);
  const unit = SIZE_UNITS[(match?.[2] || 'b').toLowerCase()];
  if (!match || unit === undefined) throw new Error(`config.toml: cannot read the size "${value}"`);
  return Math.round(Number(match[1]) * unit);
}

/** "1s", "2m", "1h" -> seconds. */
export function parseDuration(value: unknown, fallback: number): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return fallback;
  const match = /^(\d+)(ms|s|m|h)$/.exec(value.trim());
  if (!match) return fallback;
  const factor = { ms: 0.001, s: 1, m: 60, h: 3600 }[match[2] as 'ms' | 's' | 'm' | 'h'];
  return Number(match[1]) * factor;
}

const table = (value: unknown): Table => (value && typeof value === 'object' ? (value as Table) : {});
const num = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);
const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
const str = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

export function loadSettings(file = path.join(SUPABASE_DIR, 'config.toml')): Settings {
  const config = parse(readFileSync(file, 'utf8')) as Table;
  const auth = table(config.auth);
  const email = table(auth.email);
  const limits = table(auth.rate_limit);
  const storage = table(config.storage);
  const buckets: Record<string, BucketSettings> = {};
  for (const [name, value] of Object.entries(table(storage.buckets))) {
    const bucket = table(value);
    buckets[name] = {
      public: bool(bucket.public, false),
      fileSizeLimit: parseSize(bucket.file_size_limit),
      allowedMimeTypes: Array.isArray(bucket.allowed_mime_types)
        ? (bucket.allowed_mime_types as string[])
        : null,
    };
  }
  const functions: Settings['functions'] = {};
  for (const [slug, value] of Object.entries(table(config.functions))) {
    const fn = table(value);
    functions[slug] = {
      verifyJwt: bool(fn.verify_jwt, true),
      entrypoint: typeof fn.entrypoint === 'string' ? fn.entrypoint : null,
    };
  }
  return {
    auth: {
      siteUrl: str(auth.site_url, 'http://127.0.0.1:3000'),
      additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls)
        ? (auth.additional_redirect_urls as string[])
        : [],
      jwtExpiry: num(auth.jwt_expiry, 3600),
      enableSignup: bool(auth.enable_signup, true) && bool(email.enable_signup, true),
      enableConfirmations: bool(email.enable_confirmations, false),
      minimumPasswordLength: num(auth.minimum_password_length, 6),
      refreshTokenRotation: bool(auth.enable_refresh_token_rotation, true),
      refreshTokenReuseInterval: num(auth.refresh_token_reuse_interval, 10),
      emailMaxFrequencySeconds: parseDuration(email.max_frequency, 1),
      otpLength: num(email.otp_length, 6),
      otpExpiry: num(email.otp_expiry, 3600),
      rateLimits: {
        emailSent: num(limits.email_sent, 2),
        signInSignUps: num(limits.sign_in_sign_ups, 30),
        tokenRefresh: num(limits.token_refresh, 150),
        tokenVerifications: num(limits.token_verifications, 30),
      },
    },
    storage: { fileSizeLimit: parseSize(storage.file_size_limit) ?? 50 * 1024 ** 2, buckets },
    functions,
  };
}
