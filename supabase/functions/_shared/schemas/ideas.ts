// The idea payloads of POST /api/ideas, PUT /api/ideas/{id} and PUT /api/admin/ideas/{id}, and the list query.
import { z } from 'zod';
import { idSchema, scoreSchema, timestampSchema } from './api.ts';
import { boundedText, CATEGORIES, IDEA_BOUNDS, linkSchema, pageOffsetSchema } from './common.ts';
import { IDEA_SORTS, IDEA_STATUSES, ROADMAP_STATUSES } from './constants.ts';

const tagSchema = z
  .string()
  .trim()
  .min(1, 'Tags cannot be empty')
  .max(IDEA_BOUNDS.tags.maxLength, `Tags can be at most ${IDEA_BOUNDS.tags.maxLength} characters`);

export const tagsSchema = z
  .array(tagSchema)
  .max(IDEA_BOUNDS.tags.max, `At most ${IDEA_BOUNDS.tags.max} tags`)
  .refine((tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length, 'Tags must be unique');

export const socialMediaSchema = z.strictObject({
  twitter: linkSchema.optional(),
  linkedin: linkSchema.optional(),
  instagram: linkSchema.optional(),
});

export const ideaInputSchema = z.strictObject({
  title: boundedText('Title', IDEA_BOUNDS.title.min, IDEA_BOUNDS.title.max),
  description: boundedText('Description', IDEA_BOUNDS.description.min, IDEA_BOUNDS.description.max),
  category: z.enum(CATEGORIES, 'Choose one of the categories'),
  targetMarket: boundedText('Target market', IDEA_BOUNDS.targetMarket.min, IDEA_BOUNDS.targetMarket.max),
  businessModel: boundedText('Business model', IDEA_BOUNDS.businessModel.min, IDEA_BOUNDS.businessModel.max),
  competitors: boundedText('Competitors', 0, IDEA_BOUNDS.competitors.max).default(''),
  fundingNeeded: z
    .number('Funding needed must be a number')
    .int('Funding needed must be a whole number')
    .min(0, 'Funding needed cannot be negative')
    .max(IDEA_BOUNDS.fundingNeeded.max, 'Funding needed is too large')
    .default(0),
  timeline: boundedText('Timeline', 0, IDEA_BOUNDS.timeline.max).default(''),
  tags: tagsSchema.default([]),
  websiteUrl: linkSchema.default(''),
  socialMedia: socialMediaSchema.default({}),
});
export type IdeaInput = z.infer<typeof ideaInputSchema>;

export { IDEA_SORTS, IDEA_STATUSES };
export type IdeaStatus = (typeof IDEA_STATUSES)[number];
export type { Category } from './common.ts';
export const IDEA_LIST_MAX_LIMIT = 100;

export const ideaListQuerySchema = z.strictObject({
  status: z.enum(IDEA_STATUSES, 'status must be pending, approved or rejected').default('approved'),
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .transform((n) => Math.min(n, IDEA_LIST_MAX_LIMIT))
    .default(50),
  offset: pageOffsetSchema,
  search: z.string().trim().max(100, 'search can be at most 100 characters').optional(),
  category: z.enum(CATEGORIES, 'Unknown category').optional(),
  sort: z.enum(IDEA_SORTS, 'sort must be finalScore, totalRatings, createdAt, adjustedScore or spread').default('finalScore'),
  order: z.enum(['asc', 'desc'], 'order must be asc or desc').default('desc'),
});
export type IdeaListQuery = z.infer<typeof ideaListQuerySchema>;

/** GET /api/ideas/similar: the title being typed (and optionally the description) to compare approved ideas with. */
export const similarIdeasQuerySchema = z.strictObject({
  title: boundedText('title', 3, IDEA_BOUNDS.title.max),
  description: boundedText('description', 0, IDEA_BOUNDS.description.max).optional(),
});
export type SimilarIdeasQuery = z.infer<typeof similarIdeasQuerySchema>;

/**
 * The author's proposed version of an approved idea, every field a visitor sees, waiting for review. Its deck is
 * private until approved: pitchDeckUrl is signed for the author or an administrator, pitchDeckName is the file's.
 */
export const pendingEditSchema = z.object({
  title: z.string(),
  description: z.string(),
  category: z.enum(CATEGORIES),
  targetMarket: z.string(),
  businessModel: z.string(),
  competitors: z.string(),
  fundingNeeded: z.number().min(0),
  timeline: z.string(),
  tags: z.array(z.string()),
  websiteUrl: z.string(),
  socialMedia: z.object({ twitter: z.string().optional(), linkedin: z.string().optional(), instagram: z.string().optional() }),
  hasPitchDeck: z.boolean(),
  pitchDeckUrl: z.string().nullable(),
  pitchDeckName: z.string().nullable(),
  submittedAt: timestampSchema,
});
export type PendingIdeaEdit = z.infer<typeof pendingEditSchema>;

/**
 * An idea as every answer carries it (docs/product-spec.md section 3), whether shaped by the function
 * (api/routes/common/idea-shape.ts) or built as JSON by Postgres for the list (api/routes/ideas/ideas.sql.ts).
 */
export const ideaSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  category: z.enum(CATEGORIES),
  targetMarket: z.string(),
  businessModel: z.string(),
  competitors: z.string(),
  fundingNeeded: z.number().min(0),
  timeline: z.string(),
  tags: z.array(z.string()),
  websiteUrl: z.string(),
  socialMedia: z.object({ twitter: z.string().optional(), linkedin: z.string().optional(), instagram: z.string().optional() }),
  hasPitchDeck: z.boolean(),
  /** A signed URL valid for an hour; only in one idea's answer, null elsewhere. */
  pitchDeckUrl: z.string().nullable(),
  authorId: idSchema,
  author: z.object({ displayName: z.string() }),
  status: z.enum(IDEA_STATUSES),
  rejectionReason: z.string().nullable(),
  reviewedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  finalScore: scoreSchema,
  totalRatings: z.number().int().min(0),
  /** Comments that are not deleted, kept by the database. */
  commentCount: z.number().int().min(0),
  marketDemandScore: scoreSchema,
  innovationScore: scoreSchema,
  competitionScore: scoreSchema,
  /** The scores pulled towards the scale's midpoint as if by 5 ratings of 50 (docs/product-spec.md section 4). */
  adjustedScore: scoreSchema,
  adjustedMarketDemand: scoreSchema,
  adjustedInnovation: scoreSchema,
  adjustedCompetition: scoreSchema,
  /** How far the raters disagree: the population standard deviation (overall: the mean of the three). */
  spread: z.number().min(0),
  marketDemandSpread: z.number().min(0),
  innovationSpread: z.number().min(0),
  competitionSpread: z.number().min(0),
  /** The 95 % band of finalScore; null while the idea has no rating. */
  scoreMargin: z.number().min(0).nullable(),
  /** Only in one idea's answer, and only for its author and administrators, while an edit waits for review. */
  pendingEdit: pendingEditSchema.optional(),
  /** Only in one idea's answer: how many members follow it, and whether the caller does (false for a visitor). */
  followers: z.number().int().min(0).optional(),
  following: z.boolean().optional(),
  /** Only in one idea's answer: the roadmap item the idea is part of, or null. */
  roadmapItem: z
    .object({
      id: z.number().int().min(1),
      quarter: z.string(),
      label: z.string(),
      status: z.enum(ROADMAP_STATUSES),
      /** When the item reached done. */
      shippedAt: timestampSchema.nullable(),
    })
    .nullable()
    .optional(),
});
export type Idea = z.infer<typeof ideaSchema>;

/** GET /api/ideas: the paging of the leaderboard's page, and how many ideas its filters match in all. */
export const ideaListMetaSchema = z.object({
  total: z.number().int().min(0),
  limit: z.number().int().min(1),
  offset: z.number().int().min(0),
});

/** An approved idea whose title looks like the one being typed, with how alike they are (0 to 1). */
export const similarIdeaSchema = z.object({
  id: idSchema,
  title: z.string(),
  category: z.enum(CATEGORIES),
  similarity: z.number().min(0).max(1),
});
export type SimilarIdea = z.infer<typeof similarIdeaSchema>;

/** One dimension's score details: how many ratings fell in each tenth of the scale, and the category's median. */
export const dimensionScoresSchema = z.object({
  mean: scoreSchema,
  adjusted: scoreSchema,
  spread: z.number().min(0),
  /** Ratings in each band 0-9, 10-19, ..., 90-100. */
  histogram: z.array(z.number().int().min(0)).length(10),
  /** Of the category's approved, rated ideas; null while it has none. */
  categoryMedian: scoreSchema.nullable(),
});
export type DimensionScores = z.infer<typeof dimensionScoresSchema>;

/** GET /api/ideas/{id}/scores. */
export const ideaScoresSchema = z.object({
  totalRatings: z.number().int().min(0),
  scoreMargin: z.number().min(0).nullable(),
  dimensions: z.object({
    marketDemand: dimensionScoresSchema,
    innovation: dimensionScoresSchema,
    competition: dimensionScoresSchema,
  }),
  category: z.enum(CATEGORIES),
});
export type IdeaScores = z.infer<typeof ideaScoresSchema>;
