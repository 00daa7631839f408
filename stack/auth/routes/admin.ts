// Development stand-in for Supabase Auth (GoTrue): the admin API under /admin/users (GoTrue's error
// codes and User JSON; the Bearer must be a valid JWT whose role is service_role, else 401 / 403).
import type { Context, Hono } from 'hono';
import type { StackContext } from '../../context.ts';
import { NIL_UUID, isUuid, transaction } from '../db.ts';
import type { AuthDeps } from '../deps.ts';
import { AuthError, unprocessable, validationFailed } from '../errors.ts';
import { requireAdmin } from '../guard.ts';
import { checkPassword, hashPassword, randomPassword, validateEmail } from '../passwords.ts';
import { booleanField, objectField, optionalString, readBody, requestAud, stringField } from '../request.ts';
import {
  audit,
  confirmUser,
  emailIdentityData,
  findIdentities,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  loadUserJson,
  mergeAppMetadata,
  mergeUserMetadata,
  updateIdentityData,
  type UserRow,
  userJson,
} from '../users.ts';

const DEFAULT_PER_PAGE = 50;
const DURATION_UNITS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** A Go duration ("24h", "1h30m", "90s") in milliseconds; ban_duration uses them. */
function parseGoDuration(text: string): number {
  const match = /^([-+]?)((?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+$/.exec(text);
  if (!match) throw validationFailed(`invalid format for ban duration: time: invalid duration "${text}"`);
  let total = 0;
  for (const [, value, unit] of text.matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/g)) {
    total += Number(value) * DURATION_UNITS[unit!]!;
  }
  return match[1] === '-' ? -total : total;
}

/** ban_duration: '' -> unchanged (undefined), 'none' -> unbanned (null), else the end of the ban. */
function banUntil(body: Record<string, unknown>): Date | null | undefined {
  const value = stringField(body, 'ban_duration');
  if (value === '') return undefined;
  if (value === 'none') return null;
  const ms = parseGoDuration(value);
  return ms === 0 ? null : new Date(Date.now() + ms);
}

async function loadTarget(ctx: StackContext, c: Context): Promise<UserRow> {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(ctx.db.auth, id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

/** The admin as audit-log actor: GoTrue records the admin role in place of a user. */
const ADMIN_ACTOR = { id: NIL_UUID, email: 'service_role' };

export function adminRoutes(app: Hono, { ctx }: AuthDeps): void {
  // Every admin route, known or not, first checks the caller (GoTrue's requireAdminCredentials).
  app.use('/admin/*', async (c, next) => {
    await requireAdmin(ctx, c);
    await next();
  });

  app.get('/admin/users', async (c) => {
    const aud = requestAud(c);
    const pageText = c.req.query('page') ?? '';
    const perPageText = c.req.query('per_page') ?? '';
    if ((pageText && !/^\d+$/.test(pageText)) || (perPageText && !/^\d+$/.test(perPageText))) {
      throw validationFailed('Bad Pagination Parameters: strconv.ParseUint: invalid syntax');
    }
    const page = Math.max(1, Number(pageText || 1));
    const perPage = Number(perPageText || DEFAULT_PER_PAGE) || DEFAULT_PER_PAGE;
    const db = ctx.db.auth;
    const { rows: countRows } = await db.query<{ count: string }>(
      'select count(*) from auth.users where instance_id = $1 and aud = $2',
      [NIL_UUID, aud],
    );
    const total = Number(countRows[0]?.count ?? 0);
    const { rows } = await db.query<UserRow>(
      `select * from auth.users where instance_id = $1 and aud = $2
       order by created_at desc, id desc limit $3 offset $4`,
      [NIL_UUID, aud, perPage, (page - 1) * perPage],
    );
    const users = [];
    for (const user of rows) users.push(userJson(user, await findIdentities(db, user.id)));

    // Link and X-Total-Count as GoTrue's pagination headers (relative to the request's own URL).
    const totalPages = Math.ceil(total / perPage);
    const url = new URL(c.req.url);
    const linkTo = (p: number) => {
      const query = new URLSearchParams(url.search);
      query.set('page', String(p));
      query.sort();
      return `<${url.pathname}?${query.toString()}>`;
    };
    let link = '';
    if (totalPages > page) link += `${linkTo(page + 1)}; rel="next", `;
    link += `${linkTo(totalPages)}; rel="last"`;
    return c.json({ users, aud }, 200, { Link: link, 'X-Total-Count': String(total) });
  });

  app.post('/admin/users', async (c) => {
    const body = await readBody(c);
    const aud = stringField(body, 'aud') || requestAud(c);
    const rawEmail = stringField(body, 'email');
    const phone = stringField(body, 'phone');
    if (rawEmail === '' && phone === '')
      throw validationFailed('Cannot create a user without either an email or phone');
    if (phone !== '')
      throw unprocessable(
        'phone_provider_disabled',
        'Phone numbers are not supported by the local Auth stand-in (stack/auth).',
      );
    const email = validateEmail(rawEmail);
    if (await findUserByEmail(ctx.db.auth, email, aud)) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
    const password = optionalString(body, 'password');
    const passwordHash = stringField(body, 'password_hash');
    if (password !== undefined && passwordHash !== '') {
      throw validationFailed('Only a password or a password hash should be provided');
    }
    if (password !== undefined && Buffer.byteLength(password) > 72) {
      throw validationFailed('bcrypt: password length exceeds 72 bytes');
    }
    if (passwordHash !== '' && !/^\$2[aby]\$\d\d\$.{53}$/.test(passwordHash)) {
      throw validationFailed('Only bcrypt password hashes are supported by the local Auth stand-in');
    }
    const id = stringField(body, 'id');
    if (id !== '' && !isUuid(id)) throw validationFailed('ID must conform to the uuid v4 format');
    if (id === NIL_UUID) throw validationFailed('ID cannot be a nil uuid');
    const ban = banUntil(body);
    const hash = passwordHash || (await hashPassword(password || randomPassword()));
    const userMetadata = objectField(body, 'user_metadata') ?? {};
    const appMetadata = objectField(body, 'app_metadata');
    const role = stringField(body, 'role') || 'authenticated';
    const emailConfirm = booleanField(body, 'email_confirm');

    const json = await transaction(ctx.db.auth, async (tx) => {
      const user = await insertUser(tx, {
        id: id || undefined,
        email,
        passwordHash: hash,
        aud,
        role,
        userMetadata,
        appMetadata: { provider: 'email', providers: ['email'] },
      });
      await insertIdentity(tx, user, 'email', emailIdentityData(user));
      await audit(tx, c, ADMIN_ACTOR, 'user_signedup', {
        user_id: user.id,
        user_email: user.email,
        user_phone: user.phone,
        provider: 'email',
      });
      if (appMetadata) await mergeAppMetadata(tx, user.id, appMetadata);
      if (emailConfirm) await confirmUser(tx, user.id);
      if (ban !== undefined)
        await tx.query('update auth.users set banned_until = $2 where id = $1', [user.id, ban]);
      return loadUserJson(tx, user.id);
    });
    return c.json(json);
  });

  app.get('/admin/users/:id', async (c) => {
    const user = await loadTarget(ctx, c);
    return c.json(userJson(user, await findIdentities(ctx.db.auth, user.id)));
  });

  app.put('/admin/users/:id', async (c) => {
    const user = await loadTarget(ctx, c);
    const body = await readBody(c);
    const rawEmail = stringField(body, 'email');
    const email = rawEmail === '' ? '' : validateEmail(rawEmail);
    if (stringField(body, 'phone') !== '') {
      throw unprocessable(
        'phone_provider_disabled',
        'Phone numbers are not supported by the local Auth stand-in (stack/auth).',
      );
    }
    const ban = banUntil(body);
    const password = optionalString(body, 'password');
    if (password !== undefined) checkPassword(ctx.settings.auth, password);
    const passwordHash = password === undefined ? null : password === '' ? '' : await hashPassword(password);
    const role = stringField(body, 'role');
    const emailConfirm = booleanField(body, 'email_confirm');
    const userMetadata = objectField(body, 'user_metadata');
    const appMetadata = objectField(body, 'app_metadata');
    if (email !== '' && email !== user.email) {
      const other = await findUserByEmail(ctx.db.auth, email, user.aud ?? 'authenticated');
      if (other && other.id !== user.id) {
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
      }
    }

    const json = await transaction(ctx.db.auth, async (tx) => {
      if (role !== '')
        await tx.query('update auth.users set role = $2, updated_at = now() where id = $1', [user.id, role]);
      if (emailConfirm) await confirmUser(tx, user.id);
      if (passwordHash !== null) {
        await tx.query(
          `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
             recovery_token = '', recovery_sent_at = null, updated_at = now() where id = $1`,
          [user.id, passwordHash],
        );
        await tx.query('delete from auth.one_time_tokens where user_id = $1', [user.id]);
        await tx.query('delete from auth.sessions where user_id = $1', [user.id]); // no session: all signed out
      }
      if (email !== '') {
        const identity = (await findIdentities(tx, user.id)).find((i) => i.provider === 'email');
        if (identity) await updateIdentityData(tx, identity.id, { email, email_verified: emailConfirm });
        else
          await insertIdentity(tx, { ...user, email }, 'email', {
            ...emailIdentityData({ ...user, email }),
            email_verified: emailConfirm,
          });
        await tx.query('update auth.users set email = $2, updated_at = now() where id = $1', [
          user.id,
          email,
        ]);
      }
      if (appMetadata) await mergeAppMetadata(tx, user.id, appMetadata);
      if (userMetadata) await mergeUserMetadata(tx, user.id, userMetadata);
      if (ban !== undefined)
        await tx.query('update auth.users set banned_until = $2 where id = $1', [user.id, ban]);
      await audit(tx, c, ADMIN_ACTOR, 'user_modified', {
        user_id: user.id,
        user_email: email || user.email,
        user_phone: user.phone,
      });
      return loadUserJson(tx, user.id);
    });
    return c.json(json);
  });

  app.delete('/admin/users/:id', async (c) => {
    const user = await loadTarget(ctx, c);
    const text = await c.req.text();
    if (text.trim() !== '') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        throw new AuthError(
          400,
          'bad_json',
          `Could not parse request body as JSON: ${(error as Error).message}`,
        );
      }
      if ((parsed as { should_soft_delete?: unknown } | null)?.should_soft_delete === true) {
        // Not imitated: GoTrue's soft delete obfuscates the address and keeps the row.
        throw new AuthError(
          422,
          'validation_failed',
          'Soft deletion is not supported by the local Auth stand-in (stack/auth).',
        );
      }
    }
    await transaction(ctx.db.auth, async (tx) => {
      await audit(tx, c, ADMIN_ACTOR, 'user_deleted', {
        user_id: user.id,
        user_email: user.email,
        user_phone: user.phone,
      });
      await tx.query('delete from auth.users where id = $1', [user.id]);
    });
    return c.json({});
  });
}
