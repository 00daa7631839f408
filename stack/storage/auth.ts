// Development stand-in for Supabase Storage (storage-api): who is calling. The Bearer JWT is verified as storage-api
// does with AUTH_JWT_SECRET + JWT_JWKS: HS256 with the JWT secret (anon and service_role keys), ES256 with the Auth
// signing key (user access tokens), chosen by `kid`. role = the token's `role` claim or `anon`. Also the signed-URL
// tokens: HS256 with the JWT secret, `{url: "<bucket>/<path>", scope: "download", iat, exp}`.
import { importJWK, jwtVerify, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import type { StackContext } from '../context.ts';
import { JWT_SECRET } from '../keys.ts';
import { ERRORS } from './errors.ts';

const secret = new TextEncoder().encode(JWT_SECRET);

export interface Caller {
  /** The database role the request runs as. */
  role: string;
  claims: JWTPayload & { role?: string };
  /** The raw token, '' when there is none. */
  jwt: string;
  /** false when no valid token came (only routes that allow it go on, as `anon`). */
  isAuthenticated: boolean;
}

export const SUPER_USER: Caller = {
  role: 'service_role',
  claims: { role: 'service_role' },
  jwt: '',
  isAuthenticated: true,
};

export function createAuthenticator(ctx: StackContext) {
  let publicKey: Promise<CryptoKey | Uint8Array> | undefined;
  const signingKey = () => (publicKey ??= importJWK(ctx.signingKey.publicJwk, 'ES256'));

  async function verify(token: string): Promise<JWTPayload & { role?: string }> {
    const { payload } = await jwtVerify<{ role?: string }>(
      token,
      async (header) => {
        if (header.alg === 'HS256') return secret;
        if (header.alg === 'ES256' && header.kid === ctx.signingKey.kid) return signingKey();
        throw new Error(`no key for alg ${header.alg ?? '?'} kid ${header.kid ?? '?'}`);
      },
      { algorithms: ['HS256', 'ES256'] },
    );
    return payload;
  }

  /**
   * The caller of a request. A missing or invalid token is AccessDenied, except on routes that allow it
   * (`allowInvalidJwt` in storage-api: GET/HEAD /object/{bucket}/*, GET /object/info/{bucket}/*), where the
   * caller becomes an unauthenticated `anon`.
   */
  return async function authenticate(
    authorization: string | undefined,
    allowInvalid: boolean,
  ): Promise<Caller> {
    const jwt = (authorization ?? '').replace(/^Bearer\s+/i, '');
    const anonymous: Caller = { role: 'anon', claims: { role: 'anon' }, jwt: '', isAuthenticated: false };
    if (!jwt && allowInvalid) return anonymous;
    try {
      const claims = await verify(jwt);
      return {
        role: typeof claims.role === 'string' && claims.role ? claims.role : 'anon',
        claims,
        jwt,
        isAuthenticated: true,
      };
    } catch (error) {
      if (allowInvalid) return anonymous;
      throw ERRORS.accessDenied((error as Error).message);
    }
  };
}

export type Authenticate = ReturnType<typeof createAuthenticator>;

/** A signed download URL's token (storage-api `signObjectUrl`). */
export async function signDownloadToken(url: string, expiresIn: number): Promise<string> {
  return new SignJWT({ url, scope: 'download' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(`${expiresIn}s`)
    .sign(secret);
}

/** Checks a signed download URL's token against `<bucket>/<object name>` (storage-api `verifyObjectSignature`). */
export async function verifyDownloadToken(token: string, url: string): Promise<{ exp: number }> {
  let payload: JWTPayload & { url?: unknown; scope?: unknown };
  try {
    ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] }));
  } catch (error) {
    throw ERRORS.invalidJwt((error as Error).message);
  }
  const downloadScoped =
    payload.scope === 'download' || (payload.scope === undefined && !('upsert' in payload));
  if (!downloadScoped) throw ERRORS.invalidSignature('Token is not scoped for download');
  if (payload.url !== url) throw ERRORS.invalidSignature();
  if (typeof payload.exp !== 'number' || payload.exp * 1000 < Date.now()) {
    throw ERRORS.expiredToken();
  }
  return { exp: payload.exp };
}

/** storage-api's bound on expiresIn: a whole number of seconds, at least 1 (InvalidParameter otherwise). */
export function assertExpiresIn(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw ERRORS.invalidParameter('expiresIn');
  const seconds = Math.floor(value);
  // storage-api caps the absolute expiry at MAX_SAFE_INTEGER milliseconds.
  const max = Math.floor(Number.MAX_SAFE_INTEGER / 1000) - Math.floor(Date.now() / 1000);
  if (!Number.isSafeInteger(seconds) || seconds < 1 || seconds > max) {
    throw ERRORS.invalidParameter('expiresIn');
  }
  return seconds;
}
