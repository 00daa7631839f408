// The contract of the landing-page endpoints: a premium member's pages (draft, edit, publish, unpublish, delete,
// the waitlist report) and the public page with its waitlist. Payloads: _shared/schemas/landing-pages.ts.
import { z } from 'zod';
import {
  generateLandingSchema,
  saveLandingSchema,
  waitlistSignupSchema,
} from '../../../_shared/schemas/landing-pages.ts';
import type { RouteContract } from '../common/contract.ts';

/** The caller's own pages, newest first (free members see the pages they made while premium). */
export const list = {
  method: 'GET',
  path: '/landing-pages',
  access: 'member',
  statuses: [200, 401],
} as const satisfies RouteContract;

/**
 * Drafts a page from one of the caller's ideas: premium members only (403 otherwise). From the configured model
 * when there is one, else (or when it fails) from the tone's template; meta.notice says when the model was asked
 * but the template was used. The address comes from the idea's title, made unique.
 */
export const create = {
  method: 'POST',
  path: '/landing-pages',
  access: 'member',
  body: { type: 'json', schema: generateLandingSchema },
  statuses: [201, 400, 401, 403, 404, 413, 415, 422],
  message: 'Landing page drafted.',
} as const satisfies RouteContract;

/** One of the caller's pages; 404 for anyone else's. */
export const get = {
  method: 'GET',
  path: '/landing-pages/:id',
  access: 'member',
  statuses: [200, 401, 404],
} as const satisfies RouteContract;

/** Saves the address and the content: a premium owner only (403 once the owner is not premium); 409 for a taken address. */
export const update = {
  method: 'PUT',
  path: '/landing-pages/:id',
  access: 'member',
  body: { type: 'json', schema: saveLandingSchema },
  statuses: [200, 400, 401, 403, 404, 409, 413, 415, 422],
  message: 'Landing page saved.',
} as const satisfies RouteContract;

/** The owner deletes the page and its waitlist, premium or not. */
export const remove = {
  method: 'DELETE',
  path: '/landing-pages/:id',
  access: 'member',
  statuses: [200, 401, 404],
  message: 'Landing page deleted.',
} as const satisfies RouteContract;

/** Puts the page online at /p/{slug}: a premium owner only. Publishing a published page keeps its date. */
export const publish = {
  method: 'POST',
  path: '/landing-pages/:id/publish',
  access: 'member',
  statuses: [200, 401, 403, 404],
  message: 'Landing page published.',
} as const satisfies RouteContract;

/** Takes the page offline: the owner, premium or not. */
export const unpublish = {
  method: 'POST',
  path: '/landing-pages/:id/unpublish',
  access: 'member',
  statuses: [200, 401, 404],
  message: 'Landing page unpublished.',
} as const satisfies RouteContract;

export const waitlistQuerySchema = z.strictObject({
  format: z.enum(['json', 'csv'], 'format must be json or csv').default('json'),
});

/** The page's sign-ups for its owner: JSON (WaitlistReport), or ?format=csv as a file. */
export const waitlist = {
  method: 'GET',
  path: '/landing-pages/:id/waitlist',
  access: 'member',
  query: waitlistQuerySchema,
  statuses: [200, 401, 404, 422],
} as const satisfies RouteContract;

/** A published page for anyone (PublicLandingPage); 404 for a draft or an unknown address. */
export const publicPage = {
  method: 'GET',
  path: '/p/:slug',
  access: 'public',
  conditional: true,
  statuses: [200, 304, 401, 404],
} as const satisfies RouteContract;

/**
 * Joins the page's waitlist. A repeat join of an address answers exactly as the first did; at most 5 joins a
 * minute per client (429).
 */
export const join = {
  method: 'POST',
  path: '/p/:slug/waitlist',
  access: 'public',
  body: { type: 'json', schema: waitlistSignupSchema },
  statuses: [200, 400, 401, 404, 413, 415, 422, 429],
  message: "Thanks! You're on the waitlist.",
} as const satisfies RouteContract;
