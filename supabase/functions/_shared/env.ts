// The environment every Supabase edge function gets (local CLI, hosted, and our local stack alike).
import { z } from 'zod';

const envSchema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_DB_URL: z.string().min(1),
  SUPABASE_ANON_KEY: z.string().default(''),
  SUPABASE_JWKS: z.string().default('{"keys":[]}'),
  SUPABASE_PUBLISHABLE_KEYS: z.string().default('{}'),
  SB_JWT_ISSUER: z.string().optional(),
});

const parsed = envSchema.safeParse(Deno.env.toObject());
if (!parsed.success) {
  throw new Error(`The api function is missing settings: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

const jwks = parseJson<{ keys?: Record<string, unknown>[] } | Record<string, unknown>[]>(parsed.data.SUPABASE_JWKS, []);

export const env = {
  supabaseUrl: parsed.data.SUPABASE_URL.replace(/\/$/, ''),
  dbUrl: parsed.data.SUPABASE_DB_URL,
  anonKey: parsed.data.SUPABASE_ANON_KEY,
  /** Public keys and, where the project still has one (e.g. the local CLI), the legacy HS256 secret as an `oct` key. */
  jwks: Array.isArray(jwks) ? jwks : (jwks.keys ?? []),
  publishableKeys: Object.values(parseJson<Record<string, string>>(parsed.data.SUPABASE_PUBLISHABLE_KEYS, {})),
  issuer: parsed.data.SB_JWT_ISSUER ?? `${parsed.data.SUPABASE_URL.replace(/\/$/, '')}/auth/v1`,
};
