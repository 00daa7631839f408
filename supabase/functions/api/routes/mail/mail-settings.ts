// The mail worker's settings, read from the environment when it runs, so the rest of the API starts without them.
// SMTP_HOST, SMTP_PORT (587), SMTP_USER, SMTP_PASSWORD, SMTP_TLS (none | starttls | tls; starttls when a user is
// set, else none), MAIL_FROM, SITE_URL (links in mails), MAIL_WORKER_SECRET (else the service role key).
import type { SmtpSettings } from '../../../_shared/smtp.ts';

export interface MailSettings {
  smtp: SmtpSettings;
  from: string;
  siteUrl: string;
}

export function workerSecret(): string {
  return Deno.env.get('MAIL_WORKER_SECRET') || Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') || '';
}

/** null when no SMTP server is set: the worker then answers 503 and leaves the outbox as it is. */
export function mailSettings(): MailSettings | null {
  const host = Deno.env.get('SMTP_HOST');
  const siteUrl = Deno.env.get('SITE_URL');
  if (!host || !siteUrl) return null;
  const user = Deno.env.get('SMTP_USER') || undefined;
  const tls = Deno.env.get('SMTP_TLS');
  return {
    smtp: {
      host,
      port: Number(Deno.env.get('SMTP_PORT') || 587),
      tls: tls === 'none' || tls === 'starttls' || tls === 'tls' ? tls : user ? 'starttls' : 'none',
      user,
      password: Deno.env.get('SMTP_PASSWORD') || undefined,
    },
    from: Deno.env.get('MAIL_FROM') || 'Ideaboard <no-reply@ideaboard.local>',
    siteUrl: siteUrl.replace(/\/$/, ''),
  };
}

/** Compares in time that does not depend on where the strings differ. */
export function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) difference |= (a[i] ?? 0) ^ b[i]!;
  return expected.length > 0 && difference === 0;
}
