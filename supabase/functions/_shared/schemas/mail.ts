// Mail preferences (GET and PUT /api/me/mail-preferences), unsubscribing (POST /api/unsubscribe) and the mail
// worker's run (POST /api/internal/deliver-mail): payloads and answers.
import { z } from 'zod';
import { MAIL_TOPICS } from './constants.ts';

export { MAIL_TOPICS, type MailTopic } from './constants.ts';

export const mailPreferencesSchema = z
  .strictObject({
    reviewOutcomes: z.boolean('Review outcomes must be true or false'),
    commentsOnMyIdeas: z.boolean('Comments on my ideas must be true or false'),
    repliesToMe: z.boolean('Replies to me must be true or false'),
    followedIdeas: z.boolean('Ideas I follow must be true or false'),
    weeklyDigest: z.boolean('The weekly digest must be true or false'),
  })
  .partial();
export type MailPreferencesUpdate = z.infer<typeof mailPreferencesSchema>;

/** The token is checked by the database; any text is accepted here so a bad one is a 404 like an unknown one. */
export const unsubscribeSchema = z.strictObject({
  token: z.string('The token must be text').max(100, 'The token is too long'),
  topic: z.enum(MAIL_TOPICS, 'Unknown mail topic').optional(),
});

/**
 * The same in the query string, as a mail client's one-click unsubscribe (List-Unsubscribe-Post) sends it: the
 * mail's List-Unsubscribe address carries them, and the client posts a form of its own to it.
 */
export const unsubscribeQuerySchema = unsubscribeSchema.partial();

/** A member's switches as GET and PUT /api/me/mail-preferences answer them (the defaults until first saved). */
export const memberMailPreferencesSchema = z.object({
  reviewOutcomes: z.boolean(),
  commentsOnMyIdeas: z.boolean(),
  repliesToMe: z.boolean(),
  followedIdeas: z.boolean(),
  weeklyDigest: z.boolean(),
});
export type MailPreferences = z.infer<typeof memberMailPreferencesSchema>;

/** What unsubscribing answers: the topics it turned off (all of them without a topic). */
export const unsubscribeResultSchema = z.object({ topics: z.array(z.enum(MAIL_TOPICS)).min(1) });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

/** One run of the mail worker: the due mails it claimed, and how many of them it sent and failed to send. */
export const mailRunSchema = z.object({
  claimed: z.number().int().min(0),
  sent: z.number().int().min(0),
  failed: z.number().int().min(0),
});
export type MailRun = z.infer<typeof mailRunSchema>;
