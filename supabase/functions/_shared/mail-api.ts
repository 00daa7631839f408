// A client of an HTTPS mail API in Resend's shape: POST {url}/emails with a Bearer key and the JSON
// {from, to, subject, html, text, headers}, an Idempotency-Key header (the API sends one mail per key within a day,
// however often it is asked), 200 {id} when accepted. Hosted Edge Functions may not open ports 25 and 587, so this
// is how mail leaves them in production.

export interface MailApiSettings {
  /** The API's base address, e.g. https://api.resend.com. */
  url: string;
  key: string;
  /** Milliseconds for the whole request before it counts as failed (and is tried again later). */
  timeoutMs?: number;
}

export interface MailApiMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Message-ID and the unsubscribe headers. */
  headers: Record<string, string>;
  /**
   * The same for every attempt of an outbox row, so the API sends the row once however often it is tried; the
   * member's token keeps it unique across databases (a reset one counts ids from 1 again).
   */
  idempotencyKey: string;
}

/** 400, 413 and 422 say the mail itself is wrong: sending it again cannot help. */
const REFUSALS = new Set([400, 413, 422]);

export class MailApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or null when no answer came (network, timeout). */
    readonly status: number | null,
    /** Seconds the API asked to wait (Retry-After), when it said. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }

  /** The API refused this mail for good. */
  get permanent(): boolean {
    return this.status !== null && REFUSALS.has(this.status);
  }

  /** The API asked to slow down: nothing is wrong with the mail or the key. */
  get rateLimited(): boolean {
    return this.status === 429;
  }
}

/** Retry-After as seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The API's own words for a refusal: Resend answers {statusCode, name, message}. */
async function reasonOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { name?: unknown; message?: unknown };
    const name = typeof body.name === 'string' ? `${body.name}: ` : '';
    if (typeof body.message === 'string') return `${name}${body.message}`;
  } catch {
    // not JSON: the text itself says it
  }
  return text.slice(0, 300) || response.statusText;
}

/** Sends one mail; resolves with the API's id for it, throws MailApiError otherwise. */
export async function sendThroughApi(settings: MailApiSettings, message: MailApiMessage): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${settings.url.replace(/\/$/, '')}/emails`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.key}`,
        'content-type': 'application/json',
        'idempotency-key': message.idempotencyKey,
      },
      body: JSON.stringify({
        from: message.from,
        to: [message.to],
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
      }),
      signal: AbortSignal.timeout(settings.timeoutMs ?? 20_000),
    });
  } catch (error) {
    throw new MailApiError(`The mail API did not answer: ${(error as Error).message}`, null);
  }
  if (!response.ok) {
    const reason = await reasonOf(response);
    const wait = retryAfterSeconds(response.headers.get('retry-after'));
    throw new MailApiError(`The mail API answered ${response.status}: ${reason}`, response.status, wait);
  }
  const body = (await response.json().catch(() => ({}))) as { id?: unknown };
  return typeof body.id === 'string' ? body.id : '';
}
