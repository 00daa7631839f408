// Development stand-in for Supabase Auth (GoTrue): reading requests as GoTrue does (JSON bodies with unknown fields
// ignored, malformed JSON -> 400 bad_json, 1 MiB limit; the request audience; redirect_to checked against site_url
// and additional_redirect_urls, else site_url).
import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { Settings } from '../settings.ts';
import { AuthError, badRequest } from './errors.ts';

export type Body = Record<string, unknown>;

const MAX_BODY_BYTES = 1024 * 1024;

/** The JSON object of the body; anything else is GoTrue's 400 bad_json. */
export async function readBody(c: Context): Promise<Body> {
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) {
    throw new AuthError(
      413,
      'request_entity_too_large',
      `Request body too large (max ${MAX_BODY_BYTES} bytes)`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = text.trim() === '' ? 'unexpected end of JSON input' : (error as Error).message;
    throw badRequest('bad_json', `Could not parse request body as JSON: ${reason}`);
  }
  if (parsed === null) return {};
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest(
      'bad_json',
      'Could not parse request body as JSON: json: cannot unmarshal into an object',
    );
  }
  return parsed as Body;
}

function typeError(field: string, expected: string): AuthError {
  return badRequest(
    'bad_json',
    `Could not parse request body as JSON: json: cannot unmarshal field "${field}" (want ${expected})`,
  );
}

/** A string field: absent or null read as '', another type is bad_json (as Go's decoder answers). */
export function stringField(body: Body, field: string): string {
  const value = body[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw typeError(field, 'string');
  return value;
}

/** A string field where absence and '' differ (e.g. `password` in PUT /user). */
export function optionalString(body: Body, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw typeError(field, 'string');
  return value;
}

export function booleanField(body: Body, field: string): boolean {
  const value = body[field];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw typeError(field, 'boolean');
  return value;
}

/** An object field (metadata); absent or null -> undefined. */
export function objectField(body: Body, field: string): Record<string, unknown> | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw typeError(field, 'object');
  return value as Record<string, unknown>;
}

/** The audience of the request: header X-JWT-AUD, else GOTRUE_JWT_AUD = authenticated (the CLI's setting). */
export function requestAud(c: Context): string {
  return c.req.header('x-jwt-aud') || 'authenticated';
}

/** The client address: the last hop of X-Forwarded-For (the one the gateway added), else the socket's. */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for');
  const last = forwarded?.split(',').pop()?.trim();
  if (last) return last;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

/** The client address if it is a valid inet value (auth.sessions.ip), else null. */
export function clientInet(c: Context): string | null {
  const ip = clientIp(c);
  return isIP(ip) ? ip : null;
}

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

/** A glob as the allow list uses them: `**` any text, `*` any text without `.` or `/`, `?` one such character. */
function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (ch === '*') source += '[^./]*';
    else if (ch === '?') source += '[^./]';
    else source += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** GoTrue's check of a redirect URL: same site as site_url, a loopback address, or on the allow list. */
export function isRedirectAllowed(settings: Settings['auth'], candidate: string): boolean {
  if (!candidate) return false;
  let base: URL;
  let target: URL;
  try {
    base = new URL(settings.siteUrl);
    target = new URL(candidate);
  } catch {
    return false;
  }
  if (
    base.hostname === target.hostname &&
    base.protocol === target.protocol &&
    (base.port === target.port || isLoopbackHost(target.hostname))
  ) {
    return true;
  }
  const hostname = target.hostname.replace(/^\[|\]$/g, '');
  if (/^[0-9]+$/.test(hostname)) return false;
  if (isIP(hostname)) return isLoopbackHost(hostname);
  const withoutFragment = candidate.split('#')[0]!;
  return settings.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(withoutFragment));
}

/** Where links and redirects go: `redirect_to` (query or header) or the Referer if allowed, else site_url. */
export function referrer(c: Context, settings: Settings['auth'], fromBody?: string): string {
  const requested = c.req.header('redirect_to') || fromBody || c.req.query('redirect_to') || '';
  if (isRedirectAllowed(settings, requested)) return requested;
  const referer = c.req.header('referer') ?? '';
  if (isRedirectAllowed(settings, referer)) return referer;
  return settings.siteUrl;
}
