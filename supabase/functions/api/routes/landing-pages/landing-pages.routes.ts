// The contract of the landing-page endpoints: a premium member's pages (draft, edit, publish, unpublish, delete,
// the waitlist report, the views and conversion) and the public page with its waitlist and view count. Payloads:
// _shared/schemas/landing-pages.ts and landing-stats.ts.
import { z } from 'zod';
import { deletedSchema } from '../../../_shared/schemas/api.ts';
import {
  draftMetaSchema,
  generateLandingSchema,
  LANDING_BOUNDS,
  landingPageSchema,
  publicLandingPageSchema,
  saveLandingSchema,
  waitlistJoinedSchema,
  waitlistReportSchema,
  waitlistSignupSchema,
} from '../../../_shared/schemas/landing-pages.ts';
import { landingStatsSchema, viewCountedSchema } from '../../../_shared/schemas/landing-stats.ts';
import type { RouteContract } from '../common/contract.ts';
import { idParams } from '../common/params.ts';

const PAGE_NOT_FOUND = 'Landing page not found';

/** `/p/:slug`: an address no page can have (the database's format, not trimmed) names nothing, so 404. */
export const slugParams = z.object({
  slug: z
    .string()
    .min(LANDING_BOUNDS.slug.min)
    .max(LANDING_BOUNDS.slug.max)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
});

/** The caller's own pages, newest first (free members see the pages they made while premium). */
export const list = {
  method: 'GET',
  path: '/landing-pages',
  summary: "The caller's landing pages, newest first.",
  access: 'member',
  response: { data: landingPageSchema.array() },
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
  summary: "Draft a landing page from one of the caller's ideas (premium members).",
  access: 'member',
  account: 'gone',
  body: { type: 'json', schema: generateLandingSchema },
  response: { data: landingPageSchema, meta: draftMetaSchema },
  statuses: [201, 400, 401, 403, 404, 413, 415, 422, 429],
  message: 'Landing page drafted.',
} as const satisfies RouteContract;

/** One of the caller's pages; 404 for anyone else's. */
export const get = {
  method: 'GET',
  path: '/landing-pages/:id',
  summary: "One of the caller's landing pages.",
  access: 'member',
  params: idParams,
  notFound: PAGE_NOT_FOUND,
  response: { data: landingPageSchema },
  statuses: [200, 401, 404],
} as const satisfies RouteContract;

/** Saves the address and the content: a premium owner only (403 once the owner is not premium); 409 for a taken address. */
export const update = {
  method: 'PUT',
  path: '/landing-pages/:id',
  summary: "Save a landing page's address and content.",
  access: 'member',
  params: idParams,
  notFound: PAGE_NOT_FOUND,
  body: { type: 'json', schema: saveLandingSchema },
  response: { data: landingPageSchema },
  statuses: [200, 400, 401, 403, 404, 409, 413, 415, 422],
  message: 'Landing page saved.',
} as const satisfies RouteContract;

/** The owner deletes the page and its waitlist, premium or not. */
export const remove = {
  method: 'DELETE',
  path: '/landing-pages/:id',
  summary: 'Delete a landing page and its waitlist.',
  access: 'member',
  params: idParams,
  notFound: PAGE_NOT_FOUND,
  response: { data: deletedSchema },
  statuses: [200, 401, 404],
  message: 'Landing page deleted.',
} as const satisfies RouteContract;

/** Puts the page online at /p/{slug}: a premium owner only. Publishing a published page keeps its date. */
export const publish = {
  method: 'POST',
  path: '/landing-pages/:id/publish',
  summary: 'Put a landing page online at /p/{slug}.',
  access: 'member',
  params: idParams,
  notFound: PAGE_NOT_FOUND,
  response: { data: landingPageSchema },
  statuses: [200, 401, 403, 404],
  message: 'Landing page published.',
} as const satisfies RouteContract;

/** Takes the page offline: the owner, premium or not. */
export const unpublish = {
  method: 'POST',
  path: '/landing-pages/:id/unpublish',
  summary: 'Take a landing page offline.',
  access: 'member',
  params: idParams,
  notFound: PAGE_NOT_FOUND,
  response: { data: landingPageSchema },
  statuses: [200, 401, 404],
  message: 'Landing page unpublished.',
} as const satisfies RouteContract;

export const waitlistQuerySchema = z.strictObject({
  format: z.enum(['json', 'csv'], 'format must be json or csv').default('json'),
});

/**
 * The page's sign-ups for its owner: JSON (WaitlistReport), or ?format=csv as a file (text/csv, a header line
 * `email,signed_up_at` and one line per sign-up, newest first).
 */
export const waitlist = {
  method: 'GET',
  path: '/landing-pages/:id/waitlist',
  summary: "A landing page's waitlist for its owner, as JSON or CSV.",
  access: 'member',
  params: idParams,
  notFound: PAGE_NOT_FOUND,
  query: waitlistQuerySchema,
  response: {
    data: waitlistReportSchema,
    alternatives: { 'text/csv': 'With ?format=csv: a file, a header line (email,signed_up_at) and one line per sign-up.' },
  },
  statuses: [200, 401, 404, 422],
} as const satisfies RouteContract;

/**
 * The page's views and sign-ups per UTC day over the last 30 days, with their totals and the conversion rate: the
 * owner or an administrator; 404 for anyone else, as for a missing page.
 */
export const stats = {
  method: 'GET',
  path: '/landing-pages/:id/stats',
  summary: "A landing page's views, sign-ups and conversion over the last 30 days (its owner or an administrator).",
  access: 'member',
  params: idParams,
  notFound: PAGE_NOT_FOUND,
  response: { data: landingStatsSchema },
  statuses: [200, 401, 404],
} as const satisfies RouteContract;

/** A published page for anyone (PublicLandingPage); 404 for a draft or an unknown address. */
export const publicPage = {
  method: 'GET',
  path: '/p/:slug',
  summary: "A published landing page, with the community's verdict when its idea is approved.",
  access: 'public',
  conditional: { resources: ['page:{slug}', 'lists'] },
  params: slugParams,
  notFound: PAGE_NOT_FOUND,
  response: { data: publicLandingPageSchema },
  statuses: [200, 304, 401, 404],
} as const satisfies RouteContract;

/**
 * Joins the page's waitlist. A repeat join of an address answers exactly as the first did; at most 5 joins a
 * minute per client (429).
 */
export const join = {
  method: 'POST',
  path: '/p/:slug/waitlist',
  summary: "Join a published landing page's waitlist.",
  access: 'public',
  params: slugParams,
  notFound: PAGE_NOT_FOUND,
  body: { type: 'json', schema: waitlistSignupSchema },
  response: { data: waitlistJoinedSchema },
  statuses: [200, 400, 401, 404, 413, 415, 422, 429],
  message: "Thanks! You're on the waitlist.",
} as const satisfies RouteContract;

/**
 * Counts one view of a published page (the SPA sends it once per page load): no cookie, nothing of the visitor
 * stored. Not counted (counted: false) for the page's owner, a client whose User-Agent names a crawler or a link
 * preview, a prefetch, or past 10 000 views a day; 404 for a draft or an unknown address, as the page itself.
 */
export const countView = {
  method: 'POST',
  path: '/p/:slug/views',
  summary: 'Count a view of a published landing page.',
  access: 'public',
  params: slugParams,
  notFound: PAGE_NOT_FOUND,
  response: { data: viewCountedSchema },
  statuses: [200, 401, 404],
} as const satisfies RouteContract;
