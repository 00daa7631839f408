// Development stand-in for Supabase Auth (GoTrue): POST /signup, /resend and /recover (signUp, resend,
// resetPasswordForEmail). With confirmations on (hosted Supabase's default, and this project's) sign-up mails a
// link and returns no session, and a repeated sign-up of a confirmed address returns an obfuscated user; with
// them off (the CLI's default) it signs in at once and a repeat is 422 user_already_exists.
import type { Context, Hono } from 'hono';
import type { StackContext } from '../../context.ts';
import { transaction } from '../db.ts';
import type { AuthDeps } from '../deps.ts';
import { badRequest, unprocessable, validationFailed } from '../errors.ts';
import { deliver, type PendingMail, prepareMail } from '../mail.ts';
import { checkPassword, hashPassword, validateEmail } from '../passwords.ts';
import { checkRateLimit, rateLimited } from '../rate-limit.ts';
import { objectField, readBody, referrer, requestAud, stringField } from '../request.ts';
import { issueSession } from '../sessions.ts';
import {
  audit,
  confirmUser,
  emailIdentityData,
  findIdentities,
  findUserByEmail,
  findUserById,
  type IdentityRow,
  insertIdentity,
  insertUser,
  isConfirmed,
  type UserRow,
  userJson,
} from '../users.ts';

/**
 * What a repeated sign-up of a confirmed address answers when confirmations are on: a fake user with a new
 * random id, no identities, no role, the caller's own data; nothing is sent (GoTrue's sanitizeUser).
 */
function obfuscatedUser(user: UserRow, data: Record<string, unknown>, aud: string): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud,
    role: '',
    email: user.email ?? '',
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

function phoneDisabled(kind: 'signups' | 'logins') {
  return badRequest(
    'phone_provider_disabled',
    kind === 'signups' ? 'Phone signups are disabled' : 'Phone logins are disabled',
  );
}

interface SignupResult {
  session?: Record<string, unknown>;
  user?: Record<string, unknown>;
  mail?: PendingMail;
}

async function signup(ctx: StackContext, c: Context, body: Record<string, unknown>): Promise<Response> {
  const settings = ctx.settings.auth;
  if (!settings.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  const password = stringField(body, 'password');
  const phone = stringField(body, 'phone');
  const data = objectField(body, 'data') ?? {};
  if (password === '') throw validationFailed('Signup requires a valid password');
  checkPassword(settings, password);
  const rawEmail = stringField(body, 'email');
  if (rawEmail !== '' && phone !== '') {
    throw validationFailed('Only an email address or phone number should be provided on signup.');
  }
  if (rawEmail === '') throw phoneDisabled('signups'); // no SMS provider in the stand-in (settings: phone false)
  const email = validateEmail(rawEmail);
  const aud = requestAud(c);
  const redirectTo = referrer(c, settings);
  const autoconfirm = !settings.enableConfirmations;

  const existing = await findUserByEmail(ctx.db.auth, email, aud);
  if (existing && isConfirmed(existing)) {
    await audit(ctx.db.auth, c, existing, 'user_repeated_signup', { provider: 'email' });
    if (autoconfirm) throw unprocessable('user_already_exists', 'User already registered');
    return c.json(obfuscatedUser(existing, data, aud));
  }
  // Hashing is slow: outside the transaction, as GoTrue does.
  const passwordHash = existing ? null : await hashPassword(password);

  const result = await transaction(ctx.db.auth, async (tx): Promise<SignupResult> => {
    let user: UserRow;
    if (existing) {
      // An unconfirmed account: handled like a new sign-up, but its password and metadata stay as they are.
      const locked = await findUserById(tx, existing.id, true);
      if (!locked) throw new Error('user vanished');
      user = locked;
    } else {
      user = await insertUser(tx, {
        email,
        passwordHash,
        aud,
        role: 'authenticated',
        userMetadata: data,
        appMetadata: { provider: 'email', providers: ['email'] },
      });
    }
    let identity: IdentityRow | undefined = (await findIdentities(tx, user.id)).find(
      (i) => i.provider === 'email',
    );
    if (!identity) identity = await insertIdentity(tx, user, 'email', emailIdentityData(user, data));

    if (autoconfirm) {
      await audit(tx, c, user, 'user_signedup', { provider: 'email' });
      await confirmUser(tx, user.id); // (unlike the link, this leaves the identity's email_verified as it is)
      await audit(tx, c, user, 'login', { provider: 'email' });
      const fresh = (await findUserById(tx, user.id))!;
      return { session: await issueSession(ctx, c, tx, fresh, 'password') };
    }
    await audit(tx, c, user, 'user_confirmation_requested', { provider: 'email' });
    const mail = await prepareMail(ctx, tx, user, 'signup', redirectTo);
    const fresh = (await findUserById(tx, user.id))!;
    return { user: userJson(fresh, [identity]), mail };
  });
  deliver(ctx, result.mail);
  return c.json(result.session ?? result.user);
}

/** Mails `userId` a fresh confirmation or recovery link, with its audit entry, the user's row locked meanwhile. */
async function mailUser(ctx: StackContext, c: Context, userId: string, type: 'signup' | 'recovery') {
  const redirectTo = referrer(c, ctx.settings.auth);
  const action = type === 'signup' ? 'user_confirmation_requested' : 'user_recovery_requested';
  const mail = await transaction(ctx.db.auth, async (tx) => {
    const locked = (await findUserById(tx, userId, true))!;
    await audit(tx, c, locked, action);
    return prepareMail(ctx, tx, locked, type, redirectTo);
  });
  deliver(ctx, mail);
}

export function signupRoutes(app: Hono, { ctx, limits }: AuthDeps): void {
  app.post('/signup', async (c) => {
    const body = await readBody(c);
    if (stringField(body, 'email') === '' && stringField(body, 'phone') === '') {
      // Anonymous sign-ins (enable_anonymous_sign_ins) are off in the stand-in.
      throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    checkRateLimit(c, limits.signInSignUps);
    return signup(ctx, c, body);
  });

  // Sends the sign-up confirmation again; 200 {} also for unknown or confirmed addresses (no enumeration).
  app.post('/resend', rateLimited(limits.signInSignUps), async (c) => {
    const body = await readBody(c);
    const type = stringField(body, 'type');
    const rawEmail = stringField(body, 'email');
    const phone = stringField(body, 'phone');
    if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    }
    if (rawEmail === '' && type === 'signup')
      throw validationFailed('Type provided requires an email address');
    if (phone === '' && type === 'sms') throw validationFailed('Type provided requires a phone number');
    if (rawEmail !== '' && phone !== '')
      throw validationFailed('Only an email address or phone number should be provided.');
    if (rawEmail === '' && phone === '') throw validationFailed('Missing email address or phone number');
    if (phone !== '') throw phoneDisabled('logins');
    const email = validateEmail(rawEmail);
    const user = await findUserByEmail(ctx.db.auth, email, requestAud(c));
    // email_change: the stand-in has no pending e-mail changes, so there is never anything to resend.
    if (!user || type !== 'signup' || isConfirmed(user)) return c.json({});
    await mailUser(ctx, c, user.id, 'signup');
    return c.json({});
  });

  // Sends a recovery link (type=recovery); 200 {} also for unknown addresses.
  app.post('/recover', rateLimited(limits.signInSignUps), async (c) => {
    const body = await readBody(c);
    const rawEmail = stringField(body, 'email');
    if (rawEmail === '') throw validationFailed('Password recovery requires an email');
    const email = validateEmail(rawEmail);
    const user = await findUserByEmail(ctx.db.auth, email, requestAud(c));
    if (!user) return c.json({});
    await mailUser(ctx, c, user.id, 'recovery');
    return c.json({});
  });
}
