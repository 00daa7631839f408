// The contract of mail: a member's preferences, unsubscribing by a mail's token (no sign-in), and the worker that
// delivers the outbox, called by a schedule with the worker's secret.
import { mailPreferencesSchema, unsubscribeSchema } from '../../../_shared/schemas/mail.ts';
import type { RouteContract } from '../common/contract.ts';

export const preferences = {
  method: 'GET',
  path: '/',
  access: 'member',
  statuses: [200, 401],
} as const satisfies RouteContract;

export const updatePreferences = {
  method: 'PUT',
  path: '/',
  access: 'member',
  body: { type: 'json', schema: mailPreferencesSchema },
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
  access: 'public',
  body: { type: 'json', schema: unsubscribeSchema },
  statuses: [200, 400, 404, 413, 415, 422],
} as const satisfies RouteContract;

/** 401 without the worker's secret, before anything is read or sent. */
export const deliverMail = {
  method: 'POST',
  path: '/deliver-mail',
  access: 'public',
  statuses: [200, 401, 503],
} as const satisfies RouteContract;
