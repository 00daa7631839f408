// The handlers of /api/me/mail-preferences, /api/unsubscribe and /api/internal/deliver-mail.
import { asCaller } from '../../../_shared/db.ts';
import { ApiError, fromPostgres, notFound, unauthorized } from '../../../_shared/errors.ts';
import { ok, queryObject, readJson, validate } from '../../../_shared/http.ts';
import { isUuid, signedIn, type Ctx } from '../common/context.ts';
import { requireAccount } from '../common/guards.ts';
import { mailSettings, sameSecret, workerSecret } from './mail-settings.ts';
import * as routes from './mail.routes.ts';
import * as sql from './mail.sql.ts';
import { deliverDueMail } from './worker.ts';

const toPreferences = (row: sql.PreferencesRow) => ({
  reviewOutcomes: row.review_outcomes,
  commentsOnMyIdeas: row.comments_on_my_ideas,
  repliesToMe: row.replies_to_me,
});

export async function preferences(c: Ctx) {
  return ok(c, toPreferences(await asCaller(signedIn(c), (tx) => sql.preferences(tx))));
}

export async function updatePreferences(c: Ctx) {
  const caller = signedIn(c);
  await requireAccount(caller, notFound('User profile not found'));
  const input = validate(routes.updatePreferences.body.schema, await readJson(c));
  const row = await asCaller(caller, (tx) =>
    sql.savePreferences(tx, caller.userId, {
      review_outcomes: input.reviewOutcomes,
      comments_on_my_ideas: input.commentsOnMyIdeas,
      replies_to_me: input.repliesToMe,
    }),
  );
  return ok(c, toPreferences(row), 200, routes.updatePreferences.message);
}

const INVALID_LINK = 'This unsubscribe link is not valid. You can change your e-mail settings on your profile.';

export async function unsubscribe(c: Ctx) {
  const query = queryObject(c);
  const input = validate(routes.unsubscribe.body.schema, query.token ? query : await readJson(c));
  if (!isUuid(input.token)) throw notFound(INVALID_LINK);
  const topics = await asCaller(c.get('caller'), (tx) => sql.unsubscribe(tx, input.token, input.topic ?? null));
  if (!topics) throw notFound(INVALID_LINK);
  return ok(c, { topics }, 200, 'You are unsubscribed.');
}

export async function deliverMail(c: Ctx) {
  if (!sameSecret(c.req.header('x-mail-worker-secret') ?? '', workerSecret())) {
    throw unauthorized('The mail worker needs its secret.');
  }
  const settings = mailSettings();
  if (!settings) throw new ApiError(503, 'mail_not_configured', 'No SMTP server is set (SMTP_HOST, SITE_URL).');
  try {
    return ok(c, await deliverDueMail(settings));
  } catch (error) {
    // The worker's own connection, not a caller's transaction: its database errors get the same 503s.
    throw error instanceof ApiError ? error : fromPostgres(error);
  }
}
