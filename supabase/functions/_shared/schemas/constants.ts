// Lists shared by the API and the SPA that need no validation library: the SPA's public pages (the leaderboard's
// filters and sorts) import them from here, so that zod stays out of their code and loads with the forms only.
export const CATEGORIES = ['technology', 'healthcare', 'finance', 'education', 'entertainment', 'other'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The leaderboard's sorts: the plain mean, the count, the date, the trusted score, the spread between raters. */
export const IDEA_SORTS = ['finalScore', 'totalRatings', 'createdAt', 'adjustedScore', 'spread'] as const;
