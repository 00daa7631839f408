// The payloads of PUT and DELETE /api/me, and the profiles the API answers: a member's public one, one's own (with
// the private fields), and the ratings a member gave.
import { z } from 'zod';
import { idSchema, timestampSchema } from './api.ts';
import { linkSchema, PROFILE_BOUNDS } from './common.ts';
import { SUBSCRIPTION_TIERS } from './constants.ts';
import { memberSuspensionSchema, suspensionSchema } from './suspension.ts';

export const profileUpdateSchema = z
  .strictObject({
    displayName: z
      .string('Display name must be text')
      .trim()
      .min(1, 'Display name is required')
      .max(PROFILE_BOUNDS.displayName.max, `Display name can be at most ${PROFILE_BOUNDS.displayName.max} characters`),
    bio: z.string('Bio must be text').trim().max(PROFILE_BOUNDS.bio.max, `Bio can be at most ${PROFILE_BOUNDS.bio.max} characters`),
    avatarUrl: linkSchema,
    socialLinks: z.strictObject({ twitter: linkSchema.optional(), linkedin: linkSchema.optional() }),
  })
  .partial();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The payload of DELETE /api/me: the member types their account's e-mail address to confirm. */
export const accountDeletionSchema = z.strictObject({
  email: z.string('E-mail must be text').trim().min(1, 'Type your e-mail address to confirm'),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** What DELETE /api/me answers: nothing of the account is left to show; the message says it is gone. */
export const accountDeletedSchema = z.null();

/** A member's public profile (GET /api/users/{id}): never the e-mail or the admin flag. */
export const publicProfileSchema = z.object({
  uid: idSchema,
  displayName: z.string(),
  bio: z.string(),
  /** An http(s) URL, or empty. */
  avatar: z.string(),
  socialLinks: z.object({ twitter: z.string().optional(), linkedin: z.string().optional() }),
  isVerified: z.boolean(),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  createdAt: timestampSchema,
  /** To administrators only, while the member is suspended: the end and the reason. */
  suspension: memberSuspensionSchema.optional(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** The signed-in member's own profile (GET and PUT /api/me), with the fields only they and administrators read. */
export const meSchema = publicProfileSchema.extend({
  email: z.string(),
  isAdmin: z.boolean(),
  /** The member's own suspension in force (their writes are refused until it ends), or null. */
  suspension: suspensionSchema.nullable(),
});
export type Me = z.infer<typeof meSchema>;

/**
 * A rating a member gave (GET /api/users/{id}/ratings), with the idea's title. To the member all of theirs,
 * anonymous ones marked; to anyone else only named ratings of approved ideas.
 */
export const ratingHistoryItemSchema = z.object({
  id: idSchema,
  ideaId: idSchema,
  ideaTitle: z.string(),
  marketDemand: z.number().int().min(0).max(100),
  innovation: z.number().int().min(0).max(100),
  competition: z.number().int().min(0).max(100),
  isAnonymous: z.boolean(),
  createdAt: timestampSchema,
});
export type RatingHistoryItem = z.infer<typeof ratingHistoryItemSchema>;
