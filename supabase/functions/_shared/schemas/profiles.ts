// The payload of PUT /api/me: the profile fields a member may change.
import { z } from 'zod';
import { linkSchema, PROFILE_BOUNDS } from './common.ts';

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
