// How a published landing page is doing, for its owner: views counted by the database per UTC day (a number, no
// visitor data), sign-ups per day, and the conversion between them. Shared by the API and the SPA.
import { z } from 'zod';

/** docs/product-spec.md section 9: the migration holds the same cap (landing_page_views). */
export const LANDING_STATS_BOUNDS = {
  /** The days the stats cover, today (UTC) included. */
  days: 30,
  /** Views counted per page per UTC day at most: a reloading script inflates a count no further. */
  viewsPerDay: 10_000,
} as const;

const count = z.number().int().min(0);

/** GET /api/landing-pages/{id}/stats. */
export const landingStatsSchema = z.object({
  /** One entry per UTC day (YYYY-MM-DD), oldest first, today last; days without views or sign-ups count 0. */
  days: z.array(z.object({ day: z.iso.date(), views: count, signups: count })).length(LANDING_STATS_BOUNDS.days),
  totals: z.object({
    views: count,
    signups: count,
    /** Sign-ups per view over the same days (0.25 is 25 %); null without any view. */
    conversion: z.number().min(0).nullable(),
  }),
});
export type LandingStats = z.infer<typeof landingStatsSchema>;

/** POST /api/p/{slug}/views: false for the page's owner, a declared bot, or past the day's cap. */
export const viewCountedSchema = z.object({ counted: z.boolean() });
export type ViewCounted = z.infer<typeof viewCountedSchema>;
