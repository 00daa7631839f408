// The mail worker's settings, read from the environment when it runs, so the rest of the API starts without them.
// The transport is the HTTPS mail API when MAIL_API_KEY is set (MAIL_API_URL, default https://api.resend.com), else
// SMTP when SMTP_HOST is set: SMTP_PORT (587), SMTP_USER, SMTP_PASSWORD, SMTP_TLS (none | starttls | tls; tls on
// port 465, starttls when a user is set, else none). Also MAIL_FROM, SITE_URL (links in mails), MAIL_WORKER_SECRET
// (else the service role key).
import { ApiError } from '../../../_shared/errors.ts';
import type { MailApiSettings } from '../../../_shared/mail-api.ts';
import type { SmtpSettings } from '../../../_shared/smtp.ts';

export type MailTransportSettings = { kind: 'api'; api: MailApiSettings } | { kind: 'smtp'; smtp: SmtpSettings };

export interface MailSettings {
  transport: MailTransportSettings;
  from: string;
  siteUrl: string;
}

export const DEFAULT_MAIL_API_URL = 'https://api.resend.com';

/** Hosted Edge Functions may not connect to these ports (Supabase docs, Edge Functions "Limits"). */
const HOSTED_BLOCKED_PORTS = [25, 587];
/** Set by the hosted edge runtime only (Supabase docs, Edge Functions "Environment Variables"). */
const HOSTED_VARIABLES = ['SB_REGION', 'SB_EXECUTION_ID', 'DENO_DEPLOYMENT_ID'];

const read = (name: string) => Deno.env.get(name) || undefined;

export function workerSecret(): string {
  return read('MAIL_WORKER_SECRET') ?? read('SUPABASE_SERVICE_ROLE_KEY') ?? '';
}

export const runsOnHostedSupabase = () => HOSTED_VARIABLES.some((name) => read(name) !== undefined);

function smtpSettings(host: string): SmtpSettings {
  const port = Number(read('SMTP_PORT') ?? 587);
  const user = read('SMTP_USER');
  const tls = read('SMTP_TLS');
  return {
    host,
    port,
    tls:
      tls === 'none' || tls === 'starttls' || tls === 'tls' ? tls : port === 465 ? 'tls' : user ? 'starttls' : 'none',
    user,
    password: read('SMTP_PASSWORD'),
  };
}

let blockedPortLogged = false;

/**
 * The settings, or a 503 that names what is missing or refused: the worker then sends nothing and the outbox waits.
 * SMTP to port 25 or 587 from hosted Supabase would fail on every attempt until each mail gave up, so it is refused
 * before a row is claimed.
 */
export function mailSettings(): MailSettings {
  const siteUrl = read('SITE_URL');
  const apiKey = read('MAIL_API_KEY');
  const host = read('SMTP_HOST');
  if (!siteUrl || (!apiKey && !host)) {
    const missing = 'No mail transport is set (MAIL_API_KEY or SMTP_HOST, and SITE_URL).';
    throw new ApiError(503, 'mail_not_configured', missing);
  }
  const transport: MailTransportSettings = apiKey
    ? { kind: 'api', api: { url: read('MAIL_API_URL') ?? DEFAULT_MAIL_API_URL, key: apiKey } }
    : { kind: 'smtp', smtp: smtpSettings(host!) };
  if (transport.kind === 'smtp' && HOSTED_BLOCKED_PORTS.includes(transport.smtp.port) && runsOnHostedSupabase()) {
    const reason =
      `SMTP port ${transport.smtp.port} is blocked for hosted Edge Functions: set MAIL_API_KEY to send through ` +
      'the HTTPS mail API, or use SMTP on port 465. The outbox keeps its mails until then.';
    if (!blockedPortLogged) console.error(`[mail worker] ${reason}`);
    blockedPortLogged = true;
    throw new ApiError(503, 'mail_port_blocked', reason);
  }
  return {
    transport,
    from: read('MAIL_FROM') ?? 'Ideaboard <no-reply@ideaboard.local>',
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
