// The contract of mail: a member's preferences, unsubscribing by a mail's token (no sign-in), and the worker that
// delivers the outbox, called by a schedule with the worker's secret.
import {
  mailPreferencesSchema,
  mailRunSchema,
  memberMailPreferencesSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
  unsubscribeSchema,
} from '../../../_shared/schemas/mail.ts';
import type { RouteContract } from '../common/contract.ts';

/** A member without saved preferences gets the defaults (review outcomes only). */
export const preferences = {
  method: 'GET',
  path: '/',
  summary: 'Which e-mails the caller gets.',
  access: 'member',
  response: { data: memberMailPreferencesSchema },
  statuses: [200, 401],
} as const satisfies RouteContract;

/** Sets the switches the body names and keeps the others; answers all three. */
export const updatePreferences = {
  method: 'PUT',
  path: '/',
  summary: 'Turn some of the e-mails the caller gets on or off.',
  access: 'member',
  account: 'profile',
  body: { type: 'json', schema: mailPreferencesSchema },
  response: { data: memberMailPreferencesSchema },
  statuses: [200, 400, 401, 404, 413, 415, 422],
  message: 'E-mail preferences saved.',
} as const satisfies RouteContract;

/**
 * The token and topic come as JSON, or in the query string, as a mail client's one-click unsubscribe
 * (List-Unsubscribe-Post) sends them. A token that names nobody, well-formed or not, is the same 404.
 */
export const unsubscribe = {
  method: 'POST',
  path: '/',
  summary: "Turn a mail's topic (or every topic) off with the mail's token, without signing in.",
  access: 'public',
  query: unsubscribeQuerySchema,
  body: { type: 'json', schema: unsubscribeSchema, optional: true },
  response: { data: unsubscribeResultSchema },
  statuses: [200, 400, 404, 413, 415, 422],
  message: 'You are unsubscribed.',
} as const satisfies RouteContract;

/**
 * Public to the gateway, but 401 without the worker's secret (X-Mail-Worker-Secret), before anything is read or
 * sent; 503 while no transport is set (mail_not_configured) or hosted Supabase would refuse it (mail_port_blocked:
 * SMTP on port 25 or 587).
 */
export const deliverMail = {
  method: 'POST',
  path: '/deliver-mail',
  summary: "Send the outbox's due mails (the mail worker's schedule calls it).",
  access: 'public',
  response: { data: mailRunSchema },
  statuses: [200, 401, 503],
} as const satisfies RouteContract;
