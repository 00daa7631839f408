// Keys of the local stack. The JWT secret, the anon and service_role keys and the publishable and secret keys
// are the Supabase CLI's well-known local values (its apikeys.go), so one .env works against
// `supabase start` too. User access tokens are ES256 as with the CLI since v2.71.1; the signing
// key is our own, made on first start and kept in the data folder so sessions survive a restart.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';

export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  /** The public JWK as GoTrue publishes it: `use: sig`, `key_ops: [verify]`. */
  publicJwk: JWK;
}

export async function loadSigningKey(dataDir: string): Promise<SigningKey> {
  const file = path.join(dataDir, 'auth', 'signing-key.json');
  if (!existsSync(file)) {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'ES256' };
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(jwk, null, 2), { mode: 0o600 });
  }
  const jwk = JSON.parse(readFileSync(file, 'utf8')) as JWK & { kid: string };
  const privateKey = (await importJWK(jwk, 'ES256')) as CryptoKey;
  const { kty, crv, x, y, kid, alg } = jwk;
  return { kid, privateKey, publicJwk: { kty, crv, x, y, kid, alg, use: 'sig', key_ops: ['verify'] } };
}

/** SUPABASE_JWKS as the CLI hands it to functions: the public signing keys plus the legacy secret. */
export function functionsJwks(signingKey: SigningKey): string {
  const secret = Buffer.from(JWT_SECRET).toString('base64url');
  return JSON.stringify({ keys: [signingKey.publicJwk, { kty: 'oct', k: secret }] });
}
