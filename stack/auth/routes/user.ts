// Development stand-in for Supabase Auth (GoTrue): GET and PUT /user (getUser and updateUser; metadata updates merge,
// a null deletes a key, and the current access token keeps its old user_metadata claim). E-mail and phone changes are
// not imitated: they answer 422 (see below).
import type { Hono } from 'hono';
import { transaction } from '../db.ts';
import type { AuthDeps } from '../deps.ts';
import { AuthError, forbidden, unprocessable, validationFailed } from '../errors.ts';
import { authenticate, isAdminUser } from '../guard.ts';
import { checkPassword, hashPassword, validateEmail, verifyPassword } from '../passwords.ts';
import { objectField, optionalString, readBody, requestAud, stringField } from '../request.ts';
import {
  audit,
  clearOneTimeTokens,
  findIdentities,
  findUserByEmail,
  loadUserJson,
  mergeAppMetadata,
  mergeUserMetadata,
  userJson,
} from '../users.ts';

export function userRoutes(app: Hono, { ctx }: AuthDeps): void {
  app.get('/user', async (c) => {
    const { claims, user } = await authenticate(ctx, c);
    const aud = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
    if (aud !== requestAud(c)) throw validationFailed("Token audience doesn't match request audience");
    return c.json(userJson(user, await findIdentities(ctx.db.auth, user.id)));
  });

  app.put('/user', async (c) => {
    const { user, session } = await authenticate(ctx, c);
    const body = await readBody(c);
    const rawEmail = stringField(body, 'email');
    const phone = stringField(body, 'phone');
    const password = optionalString(body, 'password');
    const data = objectField(body, 'data');
    const appData = objectField(body, 'app_metadata');

    const email = rawEmail === '' ? '' : validateEmail(rawEmail);
    if (password !== undefined) checkPassword(ctx.settings.auth, password);
    if (appData && !isAdminUser(user))
      throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');

    if (email !== '' && email !== user.email) {
      const other = await findUserByEmail(ctx.db.auth, email, requestAud(c));
      if (other && other.id !== user.id) {
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
      }
      // Not imitated: GoTrue would mail confirmation links to the current and the new address.
      throw new AuthError(
        422,
        'validation_failed',
        'Changing the email address is not supported by the local Auth stand-in (stack/auth); change it with the admin API (PUT /admin/users/{id}) instead.',
      );
    }
    if (phone !== '' && phone !== user.phone) {
      throw new AuthError(
        422,
        'validation_failed',
        'Phone numbers are not supported by the local Auth stand-in (stack/auth).',
      );
    }

    let passwordHash: string | null = null;
    if (password !== undefined) {
      if (
        password !== '' &&
        user.encrypted_password &&
        (await verifyPassword(password, user.encrypted_password))
      ) {
        throw unprocessable('same_password', 'New password should be different from the old password.');
      }
      passwordHash = password === '' ? '' : await hashPassword(password);
    }

    const json = await transaction(ctx.db.auth, async (tx) => {
      if (passwordHash !== null) {
        // GoTrue's UpdatePassword: pending tokens cleared, every other session of the user signed out.
        await tx.query(
          `update auth.users
           set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
               recovery_token = '', recovery_sent_at = null, email_change_token_current = '',
               email_change_token_new = '', email_change_sent_at = null, phone_change_token = '',
               phone_change_sent_at = null, reauthentication_token = '', reauthentication_sent_at = null,
               updated_at = now()
           where id = $1`,
          [user.id, passwordHash],
        );
        await clearOneTimeTokens(tx, user.id);
        if (session)
          await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, session.id]);
        else await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
        await audit(tx, c, user, 'user_updated_password');
      }
      if (data) await mergeUserMetadata(tx, user.id, data);
      if (appData) await mergeAppMetadata(tx, user.id, appData);
      await audit(tx, c, user, 'user_modified');
      return loadUserJson(tx, user.id);
    });
    return c.json(json);
  });
}
