// Who is calling: a visitor, or a member whose access token verifies against the project's keys.
// ES256/RS256 user tokens verify with the public keys of SUPABASE_JWKS; legacy HS256 tokens (the anon key, older
// projects' user tokens) with its `oct` entry where the project has one: Supabase's JWKS endpoint never publishes
// the HS256 secret, so both kinds must be handled here. The issuer is checked against SB_JWT_ISSUER where set, as
// SUPABASE_URL may be an internal address the tokens do not name. No token, the anon key or a publishable key is a
// visitor; an expired, tampered or foreign token is a 401.
import { createLocalJWKSet, decodeProtectedHeader, importJWK, jwtVerify, type JWTPayload } from 'jose';
import { env } from './env.ts';
import { forbidden, unauthorized } from './errors.ts';

export type Caller =
  | { role: 'anon'; userId: null; token: null; claims: { role: 'anon' } }
  | { role: 'authenticated'; userId: string; token: string; claims: JWTPayload & { role: 'authenticated'; sub: string } };

export const VISITOR: Caller = { role: 'anon', userId: null, token: null, claims: { role: 'anon' } };

const publicKeys = createLocalJWKSet({ keys: env.jwks.filter((k) => k.kty !== 'oct') as never[] });
const secretJwk = env.jwks.find((k) => k.kty === 'oct');
const secretKey = secretJwk ? importJWK({ ...secretJwk, alg: 'HS256' } as never, 'HS256') : null;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function verify(token: string): Promise<JWTPayload> {
  let alg: string | undefined;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    throw unauthorized('The access token is malformed.');
  }
  try {
    if (alg === 'HS256') {
      if (!secretKey) throw new Error('no HS256 key');
      return (await jwtVerify(token, await secretKey, { algorithms: ['HS256'] })).payload;
    }
    return (await jwtVerify(token, publicKeys, { algorithms: ['ES256', 'RS256'], issuer: env.issuer })).payload;
  } catch (error) {
    const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
    throw unauthorized(expired ? 'Your session has expired. Please sign in again.' : undefined);
  }
}

/**
 * Tokens verified lately, with their claims. A member's client sends the same token with every request until it
 * refreshes it, and an ES256 signature check costs more CPU than the rest of a cached read; a token's claims never
 * change, so a repeat needs only the expiry checked again (an expired one is verified anew, for its 401).
 */
const VERIFIED_MAX = 5000;
const verified = new Map<string, JWTPayload>();

async function verifyOnce(token: string): Promise<JWTPayload> {
  const known = verified.get(token);
  const now = Date.now() / 1000;
  if (known && (known.exp === undefined || known.exp > now) && (known.nbf === undefined || known.nbf <= now)) {
    return known;
  }
  verified.delete(token);
  const claims = await verify(token);
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  verified.set(token, claims);
  return claims;
}

export async function identify(authorization: string | undefined): Promise<Caller> {
  if (!authorization) return VISITOR;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  if (!match) throw unauthorized('The Authorization header must be "Bearer <access token>".');
  const token = match[1]!;
  if (token === env.anonKey || env.publishableKeys.includes(token)) return VISITOR;
  const claims = await verifyOnce(token);
  if (claims.role === 'anon') return VISITOR;
  if (claims.role !== 'authenticated') throw forbidden('This API acts for users; send a user access token.');
  if (typeof claims.sub !== 'string' || !UUID.test(claims.sub)) throw unauthorized('The access token has no user.');
  return { role: 'authenticated', userId: claims.sub, token, claims: claims as Caller['claims'] & { role: 'authenticated'; sub: string } };
}
