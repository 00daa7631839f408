// Development stand-in for Supabase Auth (GoTrue): GET and POST /verify (verifyOtp and the mails'
// links: GET redirects 303 with the session or the error in the URL fragment, POST answers a Session; expired
// or unknown tokens are 403 otp_expired). Implicit flow only: PKCE (`pkce_` tokens, ?code=) is not imitated.
import type { Context, Hono } from 'hono';
import type { StackContext } from '../../context.ts';
import { type Db, transaction } from '../db.ts';
import type { AuthDeps } from '../deps.ts';
import { AuthError, forbidden, validationFailed } from '../errors.ts';
import { tokenHash } from '../mail.ts';
import { validateEmail } from '../passwords.ts';
import { rateLimited } from '../rate-limit.ts';
import { readBody, referrer, requestAud, stringField } from '../request.ts';
import { issueSession } from '../sessions.ts';
import {
  audit,
  clearOneTimeTokens,
  confirmUser,
  findUserByEmail,
  findUserById,
  isBanned,
  isConfirmed,
  markEmailIdentitiesVerified,
  refreshProviders,
  type UserRow,
} from '../users.ts';

const linkInvalid = () => forbidden('otp_expired', 'Email link is invalid or has expired');
const otpInvalid = () => forbidden('otp_expired', 'Token has expired or is invalid');

/** One-time-token types each verification type accepts (auth.one_time_tokens.token_type). */
const TOKEN_TYPES: Record<string, string[]> = {
  email: ['confirmation_token', 'recovery_token'],
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email_change: ['email_change_token_current', 'email_change_token_new'],
};

/** GoTrue's phone check: after dropping a leading + and every space, 2 to 15 digits not starting with 0. */
const isE164 = (phone: string): boolean =>
  /^[1-9][0-9]{1,14}$/.test(phone.replace(/^\+/, '').replaceAll(' ', ''));

const isExpired = (ctx: StackContext, sentAt: Date | null): boolean =>
  !sentAt || Date.now() > sentAt.getTime() + ctx.settings.auth.otpExpiry * 1000;

interface Verified {
  user: UserRow;
  /** The type after resolution: `email` becomes `signup` or `magiclink`. */
  type: string;
}

/** GoTrue's verifyTokenHash: the user owning a one-time token of the right type, if not expired. */
async function byTokenHash(ctx: StackContext, db: Db, type: string, hash: string): Promise<Verified> {
  const types = TOKEN_TYPES[type];
  if (!types) throw validationFailed('Invalid email verification type');
  const { rows } = await db.query<{ user_id: string }>(
    'select user_id from auth.one_time_tokens where token_type = any($1::auth.one_time_token_type[]) and token_hash = $2 limit 1',
    [types, hash],
  );
  const user = rows[0] ? await findUserById(db, rows[0].user_id, true) : null;
  if (!user) throw linkInvalid();
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  let resolved = type;
  let sentAt: Date | null;
  if (type === 'email') {
    const recovery = user.recovery_token === hash;
    resolved = recovery ? 'magiclink' : 'signup';
    sentAt = recovery ? user.recovery_sent_at : user.confirmation_sent_at;
  } else if (type === 'signup' || type === 'invite') sentAt = user.confirmation_sent_at;
  else if (type === 'recovery' || type === 'magiclink') sentAt = user.recovery_sent_at;
  else sentAt = user.email_change_sent_at;
  if (isExpired(ctx, sentAt)) throw linkInvalid();
  return { user, type: resolved };
}

const otpMatches = (ctx: StackContext, hash: string, expected: string | null, sentAt: Date | null): boolean =>
  !!expected && !isExpired(ctx, sentAt) && (hash === expected || `pkce_${hash}` === expected);

/** GoTrue's verifyUserAndToken for e-mail OTPs: the user by address, the hash against the token column. */
async function byEmailAndOtp(
  ctx: StackContext,
  db: Db,
  type: string,
  email: string,
  hash: string,
  aud: string,
): Promise<Verified> {
  const user = await findUserByEmail(db, email, aud, true);
  if (!user) throw otpInvalid();
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  const confirmation = otpMatches(ctx, hash, user.confirmation_token, user.confirmation_sent_at);
  const recovery = otpMatches(ctx, hash, user.recovery_token, user.recovery_sent_at);
  if (type === 'email' && (confirmation || recovery))
    return { user, type: confirmation ? 'signup' : 'magiclink' };
  if ((type === 'signup' || type === 'invite') && confirmation) return { user, type };
  if ((type === 'recovery' || type === 'magiclink') && recovery) return { user, type };
  throw otpInvalid();
}

/** Confirms or recovers the account, then opens a session with amr `otp` (GoTrue's signupVerify / recoverVerify). */
async function completeVerification(
  ctx: StackContext,
  c: Context,
  db: Db,
  verified: Verified,
): Promise<Record<string, unknown>> {
  const { user, type } = verified;
  if (type === 'signup' || type === 'invite') {
    await audit(db, c, user, 'user_signedup', { provider: 'email' });
    await confirmUser(db, user.id);
    await markEmailIdentitiesVerified(db, user);
  } else if (type === 'recovery' || type === 'magiclink') {
    await db.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [user.id]);
    await clearOneTimeTokens(db, user.id);
    if (!isConfirmed(user)) {
      await audit(db, c, user, 'user_signedup', { provider: 'email' });
      await confirmUser(db, user.id);
    } else {
      await audit(db, c, user, 'login');
    }
  } else {
    // email_change (and anything else) never has a token here: e-mail changes are not imitated.
    throw validationFailed('Unsupported verification type');
  }
  await refreshProviders(db, user.id);
  const fresh = (await findUserById(db, user.id))!;
  return issueSession(ctx, c, db, fresh, 'otp');
}

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** `redirectTo` with the error in the fragment, as GoTrue's prepErrorRedirectURL (implicit flow). */
function errorRedirectUrl(redirectTo: string, error: AuthError): string {
  const fragment = new URLSearchParams();
  const oauth = OAUTH_ERRORS[error.status];
  if (oauth) fragment.set('error', oauth);
  fragment.set('error_code', error.code);
  fragment.set('error_description', error.message);
  fragment.set('sb', '');
  return `${redirectTo.split('#')[0]}#${fragment.toString()}`;
}

/** `redirectTo#access_token=…` with the keys in Go's sorted order (GoTrue's AsRedirectURL). */
function sessionRedirectUrl(redirectTo: string, session: Record<string, unknown>, type: string): string {
  const fragment = new URLSearchParams({
    access_token: String(session.access_token),
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: String(session.refresh_token),
    sb: '',
    token_type: String(session.token_type),
    type,
  });
  return `${redirectTo}#${fragment.toString()}`;
}

export function verifyRoutes(app: Hono, { ctx, limits }: AuthDeps): void {
  const limit = rateLimited(limits.tokenVerifications);

  app.get('/verify', limit, async (c) => {
    const token = c.req.query('token') ?? '';
    const type = c.req.query('type') ?? '';
    const redirectTo = referrer(c, ctx.settings.auth);
    if (type === '') throw validationFailed('Verify requires a verification type');
    if (token === '') throw validationFailed('Verify requires a token or a token hash');
    try {
      const session = await transaction(ctx.db.auth, async (tx) =>
        completeVerification(ctx, c, tx, await byTokenHash(ctx, tx, type, token)),
      );
      return c.redirect(sessionRedirectUrl(redirectTo, session, type), 303);
    } catch (error) {
      if (error instanceof AuthError) return c.redirect(errorRedirectUrl(redirectTo, error), 303);
      throw error;
    }
  });

  app.post('/verify', limit, async (c) => {
    const body = await readBody(c);
    const type = stringField(body, 'type');
    const token = stringField(body, 'token');
    const hash = stringField(body, 'token_hash');
    const rawEmail = stringField(body, 'email');
    const phone = stringField(body, 'phone');
    if (type === '') throw validationFailed('Verify requires a verification type');
    if ((token === '') === (hash === ''))
      throw validationFailed('Verify requires either a token or a token hash');
    let email = '';
    if (token !== '') {
      if (phone !== '' && rawEmail === '') {
        // GoTrue checks the number's form before it looks for its owner; the stand-in has no phone users.
        if (!isE164(phone)) throw validationFailed('Invalid phone number format (E.164 required)');
        throw otpInvalid();
      }
      if (!(rawEmail !== '' && phone === '')) {
        throw validationFailed('Only an email address or phone number should be provided on verify');
      }
      try {
        email = validateEmail(rawEmail);
      } catch {
        throw new AuthError(422, 'validation_failed', 'Invalid email format');
      }
    } else if (rawEmail !== '' || phone !== '' || stringField(body, 'redirect_to') !== '') {
      throw validationFailed('Only the token_hash and type should be provided');
    }
    const aud = requestAud(c);
    const session = await transaction(ctx.db.auth, async (tx) => {
      const verified =
        token !== ''
          ? await byEmailAndOtp(ctx, tx, type, email, tokenHash(email, token), aud)
          : await byTokenHash(ctx, tx, type, hash);
      return completeVerification(ctx, c, tx, verified);
    });
    return c.json(session);
  });
}
