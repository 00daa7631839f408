// Development stand-in for Supabase Auth (GoTrue): POST /token (password and refresh_token grants) and POST /logout
// (signInWithPassword, refreshSession, signOut, with GoTrue's error codes; refresh-token rotation with its reuse
// interval, see sessions.ts).
import type { Context, Hono } from 'hono';
import type { StackContext } from '../../context.ts';
import { transaction } from '../db.ts';
import type { AuthDeps } from '../deps.ts';
import { badRequest, unprocessable, validationFailed } from '../errors.ts';
import { authenticate } from '../guard.ts';
import { passwordProblem, verifyPassword } from '../passwords.ts';
import { checkRateLimit } from '../rate-limit.ts';
import { readBody, requestAud, stringField } from '../request.ts';
import { isRefreshFailure, issueSession, logout, refreshTokenGrant } from '../sessions.ts';
import { audit, findUserByEmail, isBanned, isConfirmed } from '../users.ts';

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

async function passwordGrant(ctx: StackContext, c: Context): Promise<Response> {
  const body = await readBody(c);
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  if (email !== '' && phone !== '') {
    throw validationFailed('Only an email address or phone number should be provided on login.');
  }
  if (phone !== '') throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (email === '') throw validationFailed('missing email or phone');

  const user = await findUserByEmail(ctx.db.auth, email, requestAud(c));
  if (!user || !user.encrypted_password) throw invalidCredentials();
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  const valid = await verifyPassword(password, user.encrypted_password);
  if (!valid) throw invalidCredentials();
  // A correct password that the current rules would reject still signs in, with a warning, as GoTrue does.
  const problem = passwordProblem(ctx.settings.auth, password);
  const weak =
    problem?.code === 'weak_password' ? { message: problem.message, reasons: ['length'] } : undefined;
  if (!isConfirmed(user)) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const session = await transaction(ctx.db.auth, async (tx) => {
    await audit(tx, c, user, 'login', { provider: 'email' });
    return issueSession(ctx, c, tx, user, 'password');
  });
  return c.json(weak ? { ...session, weak_password: weak } : session);
}

async function refreshGrant(ctx: StackContext, c: Context): Promise<Response> {
  const body = await readBody(c);
  const refreshToken = stringField(body, 'refresh_token');
  const result = await transaction(ctx.db.auth, (tx) => refreshTokenGrant(ctx, c, tx, refreshToken));
  if (isRefreshFailure(result)) throw result.commitThenThrow;
  return c.json(result);
}

export function tokenRoutes(app: Hono, { ctx, limits }: AuthDeps): void {
  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type') ?? '';
    if (grantType === 'password') {
      checkRateLimit(c, limits.signInSignUps);
      return passwordGrant(ctx, c);
    }
    if (grantType === 'refresh_token') {
      checkRateLimit(c, limits.tokenRefresh);
      return refreshGrant(ctx, c);
    }
    // GoTrue answers every other grant type (pkce, id_token, web3 are not imitated here) with this.
    throw badRequest('invalid_credentials', 'unsupported_grant_type');
  });

  app.post('/logout', async (c) => {
    const { user, session } = await authenticate(ctx, c);
    const scope = c.req.query('scope') ?? '';
    if (!['', 'global', 'local', 'others'].includes(scope)) {
      throw validationFailed(`Unsupported logout scope ${JSON.stringify(scope)}`);
    }
    await transaction(ctx.db.auth, async (tx) => {
      await audit(tx, c, user, 'logout');
      await logout(tx, user.id, session?.id ?? null, scope || 'global');
    });
    return c.body(null, 204);
  });
}
