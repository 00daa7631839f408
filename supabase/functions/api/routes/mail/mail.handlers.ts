// The handlers of /api/me/mail-preferences, /api/unsubscribe and /api/internal/deliver-mail.
import { ApiError, fromPostgres, notFound, unauthorized } from '../../../_shared/errors.ts';
import { idSchema } from '../../../_shared/schemas/api.ts';
import type { MailPreferences, MailTopic } from '../../../_shared/schemas/mail.ts';
import type { Ctx } from '../common/context.ts';
import { reply, type Input } from '../common/mount.ts';
import { mailSettings, sameSecret, workerSecret } from './mail-settings.ts';
import * as routes from './mail.routes.ts';
import * as sql from './mail.sql.ts';
import { deliverDueMail } from './worker.ts';

const toPreferences = (row: sql.PreferencesRow): MailPreferences => ({
  reviewOutcomes: row.review_outcomes,
  commentsOnMyIdeas: row.comments_on_my_ideas,
  repliesToMe: row.replies_to_me,
  followedIdeas: row.followed_ideas,
  weeklyDigest: row.weekly_digest,
});

export async function preferences(c: Ctx, { tx }: Input<typeof routes.preferences>) {
  return reply(c, routes.preferences, toPreferences(await tx((t) => sql.preferences(t))));
}

export async function updatePreferences(c: Ctx, { caller, body, tx }: Input<typeof routes.updatePreferences>) {
  const row = await tx(async (t) => {
    const input = await body();
    return await sql.savePreferences(t, caller.userId, {
      review_outcomes: input.reviewOutcomes,
      comments_on_my_ideas: input.commentsOnMyIdeas,
      replies_to_me: input.repliesToMe,
      followed_ideas: input.followedIdeas,
      weekly_digest: input.weeklyDigest,
    });
  });
  return reply(c, routes.updatePreferences, toPreferences(row));
}

const INVALID_LINK = 'This unsubscribe link is not valid. You can change your e-mail settings on your profile.';

/** A one-click unsubscribe names the token in the query and posts a form of its own, which is not read. */
export async function unsubscribe(c: Ctx, { query, body, tx }: Input<typeof routes.unsubscribe>) {
  const topics = await tx(async (t) => {
    const input = query.token ? { token: query.token, topic: query.topic } : await body();
    // A token that is not a UUID names nobody, as an unknown one: the same 404, and no cast for the database to refuse.
    if (!idSchema.safeParse(input.token).success) return null;
    return await sql.unsubscribe(t, input.token, input.topic ?? null);
  });
  if (!topics) throw notFound(INVALID_LINK);
  // private.unsubscribe_mail answers the topic it was given (a known one, or it raises) or all of MAIL_TOPICS.
  return reply(c, routes.unsubscribe, { topics: topics as MailTopic[] });
}

export async function deliverMail(c: Ctx, _input: Input<typeof routes.deliverMail>) {
  if (!sameSecret(c.req.header('x-mail-worker-secret') ?? '', workerSecret())) {
    throw unauthorized('The mail worker needs its secret.');
  }
  // A 503 naming what is missing, or refused, before any row is claimed: the outbox waits.
  const settings = mailSettings();
  try {
    // The worker's own connection, not a caller's transaction: it claims and marks rows the caller cannot see.
    return reply(c, routes.deliverMail, await deliverDueMail(settings));
  } catch (error) {
    // Its database errors get the same 503s as a caller's.
    throw error instanceof ApiError ? error : fromPostgres(error);
  }
}
