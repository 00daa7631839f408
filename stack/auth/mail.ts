// Development stand-in for Supabase Auth (GoTrue): confirmation and recovery mails, as GoTrue makes them: a
// 6-digit OTP, token hash = hex sha224(email + otp), stored in the user's token column and in
// auth.one_time_tokens; links to {API_EXTERNAL_URL}/verify; at most one mail per address per
// `auth.email.max_frequency` (1 s locally, 1 minute by default on hosted Supabase). The text is the project's own
// templates from supabase/config.toml (./templates.ts), as production sends it. Mails go to the dev mailbox
// instead of SMTP.
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { StackContext } from '../context.ts';
import type { Db } from './db.ts';
import { AuthError } from './errors.ts';
import { renderMail, type TemplateKind } from './templates.ts';
import type { UserRow } from './users.ts';

export type MailKind = 'signup' | 'recovery';

/** hex sha224(email + otp), GoTrue's GenerateTokenHash. */
export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex');
}

export function generateOtp(digits: number): string {
  return String(randomInt(10 ** digits)).padStart(digits, '0');
}

/** 429 over_email_send_rate_limit when the previous mail of this kind is younger than max_frequency. */
export function checkFrequency(ctx: StackContext, sentAt: Date | null): void {
  if (!sentAt) return;
  const frequencyMs = ctx.settings.auth.emailMaxFrequencySeconds * 1000;
  const leftMs = sentAt.getTime() + frequencyMs - Date.now();
  if (leftMs > 0) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.trunc(leftMs / 1000)} seconds.`,
    );
  }
}

const KINDS = {
  signup: {
    column: 'confirmation_token',
    sentColumn: 'confirmation_sent_at',
    tokenType: 'confirmation_token',
    template: 'confirmation',
  },
  recovery: {
    column: 'recovery_token',
    sentColumn: 'recovery_sent_at',
    tokenType: 'recovery_token',
    template: 'recovery',
  },
} as const satisfies Record<MailKind, { template: TemplateKind } & Record<string, string>>;

export interface PendingMail {
  to: string;
  subject: string;
  html: string;
  links: string[];
}

/**
 * Prepares a confirmation or recovery mail inside the caller's transaction: frequency check, new OTP and token
 * hash written to the user's column (with the *_sent_at time) and to auth.one_time_tokens (replacing the previous
 * one of that type). The mail itself is returned, to be sent once the transaction has committed.
 */
export async function prepareMail(
  ctx: StackContext,
  db: Db,
  user: UserRow,
  kind: MailKind,
  redirectTo: string,
): Promise<PendingMail> {
  const spec = KINDS[kind];
  checkFrequency(ctx, user[spec.sentColumn]);
  const email = user.email ?? '';
  const otp = generateOtp(ctx.settings.auth.otpLength);
  const hash = tokenHash(email, otp);
  await db.query(
    `update auth.users set ${spec.column} = $2, ${spec.sentColumn} = now(), updated_at = now() where id = $1`,
    [user.id, hash],
  );
  await db.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [
    user.id,
    spec.tokenType,
  ]);
  await db.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3, $4, $5, now(), now())`,
    [randomUUID(), user.id, spec.tokenType, hash, email.toLowerCase()],
  );
  const link = new URL(`${ctx.apiUrl}/auth/v1/verify`);
  link.searchParams.set('token', hash);
  link.searchParams.set('type', kind);
  link.searchParams.set('redirect_to', redirectTo);
  const mail = renderMail(spec.template, {
    SiteURL: ctx.settings.auth.siteUrl,
    ConfirmationURL: link.toString(),
    Token: otp,
    TokenHash: hash,
    Email: email,
    RedirectTo: redirectTo,
  });
  return { to: email, ...mail };
}

export function deliver(ctx: StackContext, mail: PendingMail | null | undefined): void {
  if (mail) ctx.mailbox.send(mail);
}
