// Development stand-in for Supabase Auth (GoTrue): access tokens. User tokens are ES256 with the stack's signing
// key and its kid, as with the Supabase CLI since v2.71.1 (code that verifies them with the HS256 secret breaks);
// incoming tokens are verified by kid
// against that key, or with the legacy HS256 JWT secret (the anon and service_role keys).
import { randomInt } from 'node:crypto';
import {
  errors,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWTHeaderParameters,
  type JWTPayload,
} from 'jose';
import type { StackContext } from '../context.ts';
import { JWT_SECRET, type SigningKey } from '../keys.ts';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface AccessTokenInput {
  userId: string;
  aud: string;
  email: string | null;
  phone: string | null;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  role: string;
  aal: string;
  amr: AmrEntry[];
  sessionId: string;
  isAnonymous: boolean;
}

export interface SignedAccessToken {
  token: string;
  expiresAt: number;
  expiresIn: number;
}

/** The issuer GoTrue uses locally: the public Auth URL (the CLI sets it from `auth.external_url`). */
export const issuerOf = (ctx: StackContext): string => `${ctx.apiUrl}/auth/v1`;

/** What signing needs, without a running stack: the issuer, the key, the lifetime in seconds. */
export interface TokenSigner {
  issuer: string;
  signingKey: SigningKey;
  expiresIn: number;
}

/**
 * Signs an access token with GoTrue's claims, in GoTrue's order. GoTrue sets neither `jti` nor `nbf`, and
 * `email` and `phone` are always present ("" when the user has none).
 */
export async function signAccessTokenWith(
  signer: TokenSigner,
  input: AccessTokenInput,
): Promise<SignedAccessToken> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + signer.expiresIn;
  const claims: JWTPayload = {
    iss: signer.issuer,
    sub: input.userId,
    aud: input.aud,
    exp,
    iat,
    email: input.email ?? '',
    phone: input.phone ?? '',
    app_metadata: input.appMetadata,
    user_metadata: input.userMetadata,
    role: input.role,
    aal: input.aal,
    amr: input.amr,
    session_id: input.sessionId,
    is_anonymous: input.isAnonymous,
  };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: signer.signingKey.kid, typ: 'JWT' })
    .sign(signer.signingKey.privateKey);
  return { token, expiresAt: exp, expiresIn: signer.expiresIn };
}

/** Signs an access token for a session of the running stand-in. */
export function signAccessToken(ctx: StackContext, input: AccessTokenInput): Promise<SignedAccessToken> {
  return signAccessTokenWith(
    { issuer: issuerOf(ctx), signingKey: ctx.signingKey, expiresIn: ctx.settings.auth.jwtExpiry },
    input,
  );
}

/** A verified token's claims as GoTrue reads them. */
export interface VerifiedClaims extends JWTPayload {
  email?: string;
  role?: string;
  session_id?: string;
  is_anonymous?: boolean;
}

export class TokenVerificationError extends Error {}

const publicKeys = new WeakMap<object, Promise<CryptoKey>>();
const hmacSecret = new TextEncoder().encode(JWT_SECRET);

function signingPublicKey(ctx: StackContext): Promise<CryptoKey> {
  let key = publicKeys.get(ctx.signingKey);
  if (!key) {
    key = importJWK(ctx.signingKey.publicJwk, 'ES256') as Promise<CryptoKey>;
    publicKeys.set(ctx.signingKey, key);
  }
  return key;
}

/** Go's wording for the usual failures, so messages read like GoTrue's. */
function describe(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'token has invalid claims: token is expired';
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return 'token signature is invalid: signature is invalid';
  if (error instanceof errors.JOSEAlgNotAllowed)
    return 'token signature is invalid: signing method is invalid';
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return 'token is malformed';
  return (error as Error).message;
}

/**
 * Verifies a bearer token as GoTrue's parseJWTClaims: key by kid (the ES256 signing key), else the HS256
 * secret when alg is HS256; allowed algorithms HS256, RS256, ES256 (the CLI's GOTRUE_JWT_VALID_METHODS).
 */
export async function verifyToken(ctx: StackContext, token: string): Promise<VerifiedClaims> {
  try {
    const { payload } = await jwtVerify(
      token,
      async (header: JWTHeaderParameters) => {
        if (header.kid === ctx.signingKey.kid) return signingPublicKey(ctx);
        if (header.alg === 'HS256') return hmacSecret;
        throw new TokenVerificationError(
          `unrecognized JWT kid ${header.kid ?? '<nil>'} for algorithm ${header.alg}`,
        );
      },
      { algorithms: ['HS256', 'RS256', 'ES256'] },
    );
    return payload;
  } catch (error) {
    throw new TokenVerificationError(describe(error));
  }
}

const REFRESH_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A legacy 12-character refresh token, `[a-z0-9]`, as stored in auth.refresh_tokens. */
export function newRefreshToken(): string {
  let token = '';
  for (let i = 0; i < 12; i++) token += REFRESH_ALPHABET[randomInt(REFRESH_ALPHABET.length)];
  return token;
}
