// The landing pages a premium member makes from an idea, and their public waitlist: the payloads and answers shared
// by the API and the SPA. A page is a list of sections in display order; each section has a heading and a body of plain text
// (never HTML: every renderer, the exported file included, shows them as text).
import { z } from 'zod';
import { idSchema, scoreSchema, timestampSchema } from './api.ts';
import { uuidSchema } from './common.ts';
import { LANDING_DRAFTERS, LANDING_MODES, LANDING_TONES, SECTION_KINDS, SUBSCRIPTION_TIERS } from './constants.ts';

/** docs/product-spec.md section 9: the database's checks hold the same bounds. */
export const LANDING_BOUNDS = {
  slug: { min: 3, max: 60 },
  heading: { max: 160 },
  body: { max: 2000 },
  title: { max: 70 },
  description: { max: 200 },
  email: { max: 254 },
  /** Sign-ups one client may make across all pages in a minute. */
  signupsPerMinute: 5,
} as const;

export { LANDING_TONES, SECTION_KINDS, type LandingTone, type SectionKind } from './constants.ts';

const text = (name: string, max: number) =>
  z.string(`${name} must be text`).trim().max(max, `${name} can be at most ${max} characters`);

export const sectionSchema = z.strictObject({
  kind: z.enum(SECTION_KINDS, 'Unknown section'),
  hidden: z.boolean('hidden must be true or false').default(false),
  heading: text('A heading', LANDING_BOUNDS.heading.max),
  body: text('A section text', LANDING_BOUNDS.body.max),
});
export type Section = z.infer<typeof sectionSchema>;

/** Lower-case letters, digits and single hyphens inside; the page's address is /p/{slug}. */
export const slugSchema = z
  .string('slug must be text')
  .trim()
  .min(LANDING_BOUNDS.slug.min, `The address must be at least ${LANDING_BOUNDS.slug.min} characters`)
  .max(LANDING_BOUNDS.slug.max, `The address can be at most ${LANDING_BOUNDS.slug.max} characters`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens (e.g. solar-roofs)');

/** Everything the member edits: each section kind exactly once, in display order. */
export const landingContentSchema = z
  .strictObject({
    title: text('The page title', LANDING_BOUNDS.title.max).min(1, 'Give the page a title'),
    description: text('The description', LANDING_BOUNDS.description.max),
    accent: z.string('accent must be text').regex(/^#[0-9a-f]{6}$/i, 'Choose a colour like #1976d2'),
    mode: z.enum(LANDING_MODES, 'mode must be light or dark'),
    sections: z.array(sectionSchema).length(SECTION_KINDS.length, 'Every section must be listed once'),
  })
  .refine((c) => new Set(c.sections.map((s) => s.kind)).size === SECTION_KINDS.length, {
    message: 'Every section must be listed once',
    path: ['sections'],
  });
export type LandingContent = z.infer<typeof landingContentSchema>;

/** POST /api/landing-pages: draft a page from one of the caller's ideas. */
export const generateLandingSchema = z.strictObject({
  ideaId: uuidSchema,
  tone: z.enum(LANDING_TONES, 'tone must be bold, friendly or technical').default('friendly'),
});
export type GenerateLandingInput = z.infer<typeof generateLandingSchema>;

/** PUT /api/landing-pages/{id}: the draft as it is now (saved as the member types). */
export const saveLandingSchema = z.strictObject({
  slug: slugSchema,
  content: landingContentSchema,
});
export type SaveLandingInput = z.infer<typeof saveLandingSchema>;

/** POST /api/p/{slug}/waitlist: a visitor joins; consent must be given. */
export const waitlistSignupSchema = z.strictObject({
  email: z
    .string('email must be text')
    .trim()
    .max(LANDING_BOUNDS.email.max, 'That e-mail address is too long')
    .email('Enter a valid e-mail address'),
  consent: z.literal(true, 'Please agree to be contacted about this idea'),
});
export type WaitlistSignupInput = z.infer<typeof waitlistSignupSchema>;

/** PUT /api/admin/users/{id}/tier. */
export const tierSchema = z.strictObject({ tier: z.enum(SUBSCRIPTION_TIERS, 'tier must be free or premium') });
export type TierInput = z.infer<typeof tierSchema>;

/**
 * A page's content as the answers carry it: as saved, so within the bounds above (the database checks the same
 * shape, private.is_landing_content), each section kind once, in display order.
 */
export const savedContentSchema = z.object({
  title: z.string().min(1).max(LANDING_BOUNDS.title.max),
  description: z.string().max(LANDING_BOUNDS.description.max),
  accent: z.string().regex(/^#[0-9a-f]{6}$/i),
  mode: z.enum(LANDING_MODES),
  sections: z
    .array(
      z.object({
        kind: z.enum(SECTION_KINDS),
        hidden: z.boolean(),
        heading: z.string().max(LANDING_BOUNDS.heading.max),
        body: z.string().max(LANDING_BOUNDS.body.max),
      }),
    )
    .length(SECTION_KINDS.length),
});

/** The community's verdict shown on a page of an approved idea; null otherwise. */
export const landingVerdictSchema = z.object({
  marketDemand: scoreSchema,
  innovation: scoreSchema,
  competition: scoreSchema,
  finalScore: scoreSchema,
  ratingCount: z.number().int().min(0),
  /** 1-based place on the leaderboard's default sort (Overall Score, highest first). */
  rank: z.number().int().min(1),
});
export type LandingVerdict = z.infer<typeof landingVerdictSchema>;

/** The owner's view (GET/PUT /api/landing-pages/{id}, publishing, items of GET /api/landing-pages). */
export const landingPageSchema = z.object({
  id: idSchema,
  ideaId: idSchema,
  ideaTitle: z.string(),
  slug: z.string(),
  tone: z.enum(LANDING_TONES),
  content: savedContentSchema,
  /** 'ai' when a configured model drafted it, 'template' otherwise. */
  draftedBy: z.enum(LANDING_DRAFTERS),
  /** Null while a draft. */
  publishedAt: timestampSchema.nullable(),
  /** False once the owner is no longer premium: the page stays as it is, online if published. */
  editable: z.boolean(),
  waitlistCount: z.number().int().min(0),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type LandingPage = z.infer<typeof landingPageSchema>;

/** Drafting a page: meta.notice says when the configured model was asked but the template wrote the draft. */
export const draftMetaSchema = z.object({ notice: z.string() }).optional();
export type DraftMeta = z.infer<typeof draftMetaSchema>;

/** GET /api/p/{slug}: what a visitor sees. */
export const publicLandingPageSchema = z.object({
  slug: z.string(),
  content: savedContentSchema,
  verdict: landingVerdictSchema.nullable(),
  publishedAt: timestampSchema,
});
export type PublicLandingPage = z.infer<typeof publicLandingPageSchema>;

/** GET /api/landing-pages/{id}/waitlist (JSON). */
export const waitlistReportSchema = z.object({
  /** Newest first. */
  signups: z.array(z.object({ email: z.string(), createdAt: timestampSchema })),
  /** Sign-ups per UTC day (YYYY-MM-DD), oldest first, days without any left out. */
  perDay: z.array(z.object({ day: z.iso.date(), count: z.number().int().min(1) })),
});
export type WaitlistReport = z.infer<typeof waitlistReportSchema>;

/** What joining a waitlist answers: the page's address, the same for a repeat join. */
export const waitlistJoinedSchema = z.object({ slug: z.string() });
export type WaitlistJoined = z.infer<typeof waitlistJoinedSchema>;
