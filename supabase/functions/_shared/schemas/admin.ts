// Payloads, queries and answers of the administrator endpoints.
import { z } from 'zod';
import { idSchema, timestampSchema } from './api.ts';
import { IDEA_BOUNDS } from './common.ts';
import { EDITED_FIELDS, SUBSCRIPTION_TIERS, type EditedField } from './constants.ts';
import { ideaSchema } from './ideas.ts';
import { memberSuspensionSchema } from './suspension.ts';

/**
 * A decision names the version its administrator saw (a pending idea's updatedAt, an edit's submittedAt): when the
 * author changed it since, the decision is refused with 409. Without one, the decision takes what is there.
 */
export const reviewDecisionSchema = z.strictObject({
  version: timestampSchema.nullish(),
});
export type ReviewDecisionInput = z.infer<typeof reviewDecisionSchema>;

export const rejectIdeaSchema = reviewDecisionSchema.extend({
  reason: z
    .string('reason must be text')
    .trim()
    .max(IDEA_BOUNDS.rejectionReason.max, `The reason can be at most ${IDEA_BOUNDS.rejectionReason.max} characters`)
    .nullish(),
});
export type RejectIdeaInput = z.infer<typeof rejectIdeaSchema>;

export const userListQuerySchema = z.strictObject({
  search: z.string().trim().max(100, 'search can be at most 100 characters').optional(),
  limit: z.coerce.number('limit must be a number').int().min(1).transform((n) => Math.min(n, 100)).default(50),
  offset: z.coerce.number('offset must be a number').int().min(0).max(1_000_000).default(0),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** GET /api/admin/dashboard: what the database counts, whatever the policies would show. */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int().min(0),
  totalIdeas: z.number().int().min(0),
  pendingIdeas: z.number().int().min(0),
  /** Approved ideas whose author's edit waits for review: the other half of the review queue. */
  pendingEdits: z.number().int().min(0),
  totalRatings: z.number().int().min(0),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/**
 * What a review queue card shows of an idea besides its title and author: every field the administrator judges.
 * pitchDeckUrl is a signed URL valid for an hour, or null when there is no deck (or Storage would not sign it).
 */
const judgedFields = {
  description: true,
  category: true,
  tags: true,
  targetMarket: true,
  businessModel: true,
  hasPitchDeck: true,
  pitchDeckUrl: true,
} as const;

/**
 * An idea of the review queue (GET /api/admin/ideas/pending), oldest first. The author's display name may be empty
 * (the queue then names the author by id); fundingNeeded is 0 when the author asked for none.
 */
export const pendingIdeaSchema = ideaSchema.pick({
  id: true,
  title: true,
  createdAt: true,
  updatedAt: true,
  authorId: true,
  author: true,
  fundingNeeded: true,
  ...judgedFields,
});
export type PendingIdea = z.infer<typeof pendingIdeaSchema>;

/** What an author's edit of an approved idea may change: every field a visitor sees (EDITED_FIELDS). */
export const editedFieldSchema = z.enum(EDITED_FIELDS);
export type { EditedField };

/**
 * An approved idea's pending edit in the review queue (GET /api/admin/ideas/edits): the approved version, which the
 * public still sees, and only the fields the author changed, in the order of the form, each before and after. A
 * category is its key.
 */
export const pendingEditItemSchema = z
  .object({
    ideaId: idSchema,
    title: z.string(),
    authorId: idSchema,
    author: z.object({ displayName: z.string() }),
    submittedAt: timestampSchema,
    /** Each value as text: tags joined by commas, the deck by its file name, '' for none. */
    changes: z.array(z.object({ field: editedFieldSchema, before: z.string(), after: z.string() })),
    /** The proposed deck when the edit replaces or adds one, signed for the administrator; private until approved. */
    newPitchDeckUrl: z.string().nullable(),
  })
  .extend(ideaSchema.pick(judgedFields).shape);
export type PendingEditItem = z.infer<typeof pendingEditItemSchema>;

/** A member as User Management lists them (GET /api/admin/users), with the private e-mail and admin flag. */
export const adminUserSchema = z.object({
  uid: idSchema,
  displayName: z.string(),
  /** An http(s) URL, or empty. */
  avatar: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  isVerified: z.boolean(),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  createdAt: timestampSchema,
  /** The suspension in force (the member reads but cannot write until it ends), or null. */
  suspension: memberSuspensionSchema.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** What a promotion or demotion answers: the member's admin flag as it now is. */
export const roleChangeSchema = z.object({ uid: idSchema, isAdmin: z.boolean() });
export type RoleChange = z.infer<typeof roleChangeSchema>;

/** What PUT /api/admin/users/{id}/tier answers: the member's plan as it now is. */
export const tierChangeSchema = z.object({ uid: idSchema, subscriptionTier: z.enum(SUBSCRIPTION_TIERS) });
export type TierChange = z.infer<typeof tierChangeSchema>;
