// Development stand-in for Supabase Auth (GoTrue): sessions and refresh tokens: rows of
// auth.sessions, auth.refresh_tokens and auth.mfa_amr_claims, the Session JSON, and refresh-token rotation: a used
// token may be used again within the reuse interval (10 s; concurrent refreshes of several tabs), later the whole
// session is revoked (refresh_token_already_used).
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { StackContext } from '../context.ts';
import { type Db, NIL_UUID } from './db.ts';
import { badRequest, OAuthError } from './errors.ts';
import { clientInet } from './request.ts';
import { type AmrEntry, newRefreshToken, signAccessToken } from './tokens.ts';
import { audit, findIdentities, findUserById, isBanned, type UserRow, userJson } from './users.ts';

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date | null;
  updated_at: Date | null;
  aal: string | null;
  not_after: Date | null;
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  created_at: Date | null;
  updated_at: Date | null;
  parent: string | null;
  session_id: string | null;
}

/** The authentication methods of a session, newest first: the `amr` claim. */
async function amrOf(db: Db, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await db.query<{ authentication_method: string; updated_at: Date }>(
    `select authentication_method, updated_at from auth.mfa_amr_claims
     where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return rows.map((r) => ({
    method: r.authentication_method,
    timestamp: Math.floor(r.updated_at.getTime() / 1000),
  }));
}

/** The Session JSON (GoTrue's AccessTokenResponse) for a user's session and a refresh token. */
export async function sessionResponse(
  ctx: StackContext,
  db: Db,
  userId: string,
  session: SessionRow,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} vanished`);
  const access = await signAccessToken(ctx, {
    userId: user.id,
    aud: user.aud ?? 'authenticated',
    email: user.email,
    phone: user.phone,
    appMetadata: user.raw_app_meta_data ?? {},
    userMetadata: user.raw_user_meta_data ?? {},
    role: user.role ?? '',
    aal: session.aal ?? 'aal1',
    amr: await amrOf(db, session.id),
    sessionId: session.id,
    isAnonymous: user.is_anonymous,
  });
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, await findIdentities(db, user.id)),
  };
}

async function insertRefreshToken(
  db: Db,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, now(), now(), $4, $5)`,
    [NIL_UUID, token, userId, parent, sessionId],
  );
  return token;
}

/**
 * A new session (aal1) with its first refresh token and the amr claim of `method` ('password', 'otp'), and
 * last_sign_in_at updated: GoTrue's IssueRefreshToken. Returns the Session JSON.
 */
export async function issueSession(
  ctx: StackContext,
  c: Context,
  db: Db,
  user: UserRow,
  method: string,
): Promise<Record<string, unknown>> {
  const { rows } = await db.query<SessionRow>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4)
     returning *`,
    [randomUUID(), user.id, c.req.header('user-agent') ?? null, clientInet(c)],
  );
  const session = rows[0]!;
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, authentication_method, created_at, updated_at)
     values ($1, $2, $3, now(), now())
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [randomUUID(), session.id, method],
  );
  const refreshToken = await insertRefreshToken(db, user.id, session.id, null);
  await db.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [
    user.id,
  ]);
  return sessionResponse(ctx, db, user.id, session, refreshToken);
}

/**
 * grant_type=refresh_token as GoTrue's RefreshTokenGrant (legacy 12-character tokens):
 * - unknown token -> 400 refresh_token_not_found; token without session -> 400 session_not_found;
 * - an active token is revoked and a child (`parent` = it) issued in the same session;
 * - a revoked token whose child is the session's active token -> that active token again (a lost response);
 * - another revoked token: inside the reuse interval (counted from its revocation, its updated_at) a new child
 *   is issued; after it, with rotation on, every token of the session is revoked -> 400 refresh_token_already_used.
 */
export async function refreshTokenGrant(
  ctx: StackContext,
  c: Context,
  db: Db,
  refreshToken: string,
): Promise<Record<string, unknown> | RefreshFailure> {
  if (refreshToken === '') throw new OAuthError('invalid_request', 'refresh_token required');
  const notFound = badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (refreshToken.length < 12) throw notFound;
  const { rows } = await db.query<RefreshTokenRow>(
    'select * from auth.refresh_tokens where token = $1 for update',
    [refreshToken],
  );
  const token = rows[0];
  if (!token) throw notFound;
  const user = await findUserById(db, token.user_id);
  if (!user) throw notFound;
  if (isBanned(user)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
  const session = token.session_id
    ? (await db.query<SessionRow>('select * from auth.sessions where id = $1 for update', [token.session_id]))
        .rows[0]
    : undefined;
  if (!session) {
    await db.query('delete from auth.refresh_tokens where id = $1', [token.id]);
    return {
      commitThenThrow: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
    };
  }
  if (session.not_after && session.not_after.getTime() < Date.now()) {
    throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
  }

  let issued: string | null = null;
  if (token.revoked) {
    const active = (
      await db.query<RefreshTokenRow>(
        'select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
        [session.id],
      )
    ).rows[0];
    if (active && active.parent === token.token) {
      issued = active.token;
    } else {
      const revokedAt = (token.updated_at ?? token.created_at ?? new Date(0)).getTime();
      const reuseUntil = revokedAt + ctx.settings.auth.refreshTokenReuseInterval * 1000;
      if (Date.now() > reuseUntil) {
        if (ctx.settings.auth.refreshTokenRotation) {
          await db.query(
            'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
            [session.id],
          );
        }
        return {
          commitThenThrow: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
        };
      }
    }
  }

  await audit(db, c, user, 'token_refreshed');
  if (!issued) {
    await audit(db, c, user, 'token_revoked');
    await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [
      token.id,
    ]);
    issued = await insertRefreshToken(db, user.id, session.id, token.token);
  }
  await db.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [
    session.id,
  ]);
  return sessionResponse(ctx, db, user.id, session, issued);
}

/** An error whose database changes must still be committed (GoTrue's NewCommitWithError). */
export interface RefreshFailure {
  commitThenThrow: Error;
}

export const isRefreshFailure = (value: unknown): value is RefreshFailure =>
  typeof value === 'object' && value !== null && 'commitThenThrow' in value;

/** Deletes sessions for a logout scope; refresh tokens and amr claims go with them (by the foreign keys' cascade). */
export async function logout(db: Db, userId: string, sessionId: string | null, scope: string): Promise<void> {
  if (sessionId && scope === 'local') {
    await db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (sessionId && scope === 'others') {
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  } else {
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
  }
}
