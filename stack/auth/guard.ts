// Development stand-in for Supabase Auth (GoTrue): who is calling, as GoTrue's auth middleware decides it (only
// GoTrue checks that a token's session still exists; other services accept it until it expires). User endpoints:
// no/malformed Bearer -> 401 no_authorization; bad signature, alg or expiry -> 403 bad_jwt; no sub (the anon key) ->
// 403 bad_jwt; unknown user -> 403 user_not_found; session_id not in auth.sessions -> 403 session_not_found. Admin
// endpoints: a valid JWT whose role is service_role, else 403 not_admin.
import type { StackContext } from '../context.ts';
import { isUuid } from './db.ts';
import { AuthError, badRequest, forbidden } from './errors.ts';
import type { SessionRow } from './sessions.ts';
import { TokenVerificationError, type VerifiedClaims, verifyToken } from './tokens.ts';
import { findUserById, isBanned, type UserRow } from './users.ts';

const ADMIN_ROLES = ['service_role']; // GOTRUE_JWT_ADMIN_ROLES as the Supabase CLI sets it
const NIL_SESSION = '00000000-0000-0000-0000-000000000000';

/** What the checks read of a request (any Hono context). */
export interface RequestLike {
  req: { header(name: string): string | undefined };
}

export interface Caller {
  claims: VerifiedClaims;
  user: UserRow;
  session: SessionRow | null;
}

function bearerToken(c: RequestLike): string {
  const match = /^[Bb]earer (\S+)$/.exec(c.req.header('authorization') ?? '');
  if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  return match[1]!;
}

async function verifiedClaims(ctx: StackContext, c: RequestLike): Promise<VerifiedClaims> {
  const token = bearerToken(c);
  try {
    return await verifyToken(ctx, token);
  } catch (error) {
    if (!(error instanceof TokenVerificationError)) throw error;
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${error.message}`);
  }
}

/** The signed-in user behind the Bearer token, with the session named by its session_id claim. */
export async function authenticate(ctx: StackContext, c: RequestLike): Promise<Caller> {
  const claims = await verifiedClaims(ctx, c);
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.db.auth, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  let session: SessionRow | null = null;
  const sessionId = claims.session_id;
  if (sessionId && sessionId !== NIL_SESSION) {
    if (!isUuid(sessionId)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    const { rows } = await ctx.db.auth.query<SessionRow>('select * from auth.sessions where id = $1', [
      sessionId,
    ]);
    session = rows[0] ?? null;
    if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  return { claims, user, session };
}

/** The admin API's check: a valid JWT (the service_role key) whose role is an admin role. */
export async function requireAdmin(ctx: StackContext, c: RequestLike): Promise<VerifiedClaims> {
  const claims = await verifiedClaims(ctx, c);
  if (!ADMIN_ROLES.includes(claims.role ?? '')) throw forbidden('not_admin', 'User not allowed');
  return claims;
}

export const isAdminUser = (user: UserRow): boolean => ADMIN_ROLES.includes(user.role ?? '');
