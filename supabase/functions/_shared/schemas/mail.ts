// Mail preferences (PUT /api/me/mail-preferences) and unsubscribing (POST /api/unsubscribe).
import { z } from 'zod';
import { MAIL_TOPICS } from './constants.ts';

export { MAIL_TOPICS, type MailTopic } from './constants.ts';

export const mailPreferencesSchema = z
  .strictObject({
    reviewOutcomes: z.boolean('Review outcomes must be true or false'),
    commentsOnMyIdeas: z.boolean('Comments on my ideas must be true or false'),
    repliesToMe: z.boolean('Replies to me must be true or false'),
  })
  .partial();
export type MailPreferencesUpdate = z.infer<typeof mailPreferencesSchema>;

/** The token is checked by the database; any text is accepted here so a bad one is a 404 like an unknown one. */
export const unsubscribeSchema = z.strictObject({
  token: z.string('The token must be text').max(100, 'The token is too long'),
  topic: z.enum(MAIL_TOPICS, 'Unknown mail topic').optional(),
});
