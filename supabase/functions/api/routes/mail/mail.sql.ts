// The SQL of mail. Preferences and unsubscribing run as the caller (RLS and the definer function decide); the
// outbox is read and written only by the worker, on the function's own `postgres` connection.
import type { Tables } from '../../../_shared/database.types.ts';
import type { Sql } from '../../../_shared/db.ts';
import type { MailKind } from '../../../_shared/schemas/constants.ts';

export type PreferencesRow = Pick<
  Tables<'mail_preferences'>,
  'review_outcomes' | 'comments_on_my_ideas' | 'replies_to_me' | 'followed_ideas' | 'weekly_digest'
>;

const DEFAULTS: PreferencesRow = {
  review_outcomes: true,
  comments_on_my_ideas: false,
  replies_to_me: false,
  followed_ideas: false,
  weekly_digest: false,
};

export type OutboxRow = Pick<Tables<'mail_outbox'>, 'to_address' | 'unsubscribe_token' | 'attempts'> & {
  // Read as id::text.
  id: string;
  // Only private.enqueue_mail writes the outbox, with these kinds (tests/stack/database-lists.test.ts).
  kind: MailKind;
  // Every caller of private.enqueue_mail passes an object.
  data: Record<string, unknown>;
};

/** A member without a row has the defaults, as private.enqueue_mail reads them. */
export async function preferences(tx: Sql): Promise<PreferencesRow> {
  const [row] = await tx<PreferencesRow[]>`
    select review_outcomes, comments_on_my_ideas, replies_to_me, followed_ideas, weekly_digest
    from public.mail_preferences where member_id = (select auth.uid())`;
  return row ?? DEFAULTS;
}

export async function savePreferences(tx: Sql, memberId: string, values: Partial<PreferencesRow>) {
  const current = await preferences(tx);
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  const next = { ...current, ...given };
  const [row] = await tx<PreferencesRow[]>`
    insert into public.mail_preferences
      (member_id, review_outcomes, comments_on_my_ideas, replies_to_me, followed_ideas, weekly_digest)
    values (${memberId}, ${next.review_outcomes}, ${next.comments_on_my_ideas}, ${next.replies_to_me},
            ${next.followed_ideas}, ${next.weekly_digest})
    on conflict (member_id) do update
      set review_outcomes = excluded.review_outcomes,
          comments_on_my_ideas = excluded.comments_on_my_ideas,
          replies_to_me = excluded.replies_to_me,
          followed_ideas = excluded.followed_ideas,
          weekly_digest = excluded.weekly_digest
    returning review_outcomes, comments_on_my_ideas, replies_to_me, followed_ideas, weekly_digest`;
  return row!;
}

export async function unsubscribe(tx: Sql, token: string, topic: string | null): Promise<string[] | null> {
  const [row] = await tx<{ topics: string[] | null }[]>`
    select private.unsubscribe_mail(${token}::uuid, ${topic}) as topics`;
  return row?.topics ?? null;
}

/** Seconds a claimed mail stays out of other workers' reach: longer than one run of the worker can take. */
export const LEASE_SECONDS = 300;
/** After this many failed attempts a mail is left alone (last_error says why). */
export const MAX_ATTEMPTS = 12;
/** Why a mail was given up without trying: its recipient may no longer be mailed. */
export const NOT_MAILABLE = 'recipient not mailable';

/**
 * Claims up to `limit` due mails: skip locked, so two workers never claim the same row, and a lease (next_attempt_at
 * moved ahead), so the row stays claimed after this short transaction while the worker talks to the SMTP server.
 * A mail about a comment quotes it as it is now, not as it was queued: hidden or deleted since, it is not quoted.
 * A due mail whose recipient may no longer be mailed (deleted, banned, suspended or without an address since it was
 * queued) is given up for good, as the queueing would have left it out (decision 52): both read the one rule,
 * private.mailable_accounts. The claim skips such a mail, so the two updates never meet one row.
 */
export function claim(sql: Sql, limit: number): Promise<OutboxRow[]> {
  return sql<OutboxRow[]>`
    with given_up as (
      update public.mail_outbox as g
      set attempts = ${MAX_ATTEMPTS}, last_error = ${NOT_MAILABLE}
      where g.sent_at is null and g.next_attempt_at <= now() and g.attempts < ${MAX_ATTEMPTS}
        and not exists (select 1 from private.mailable_accounts as a where a.id = g.recipient_id))
    update public.mail_outbox as o
    set attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
    where o.id in (
      select m.id from public.mail_outbox as m
      join private.mailable_accounts as a on a.id = m.recipient_id
      where m.sent_at is null and m.next_attempt_at <= now() and m.attempts < ${MAX_ATTEMPTS}
      order by m.next_attempt_at, m.id
      limit ${limit}
      for update of m skip locked)
    returning o.id::text, o.to_address, o.kind,
      case when o.data ? 'comment_id' then (o.data - 'excerpt') || coalesce(
        (select jsonb_build_object('excerpt', left(c.body, 140)) from public.comments as c
         where c.id = (o.data ->> 'comment_id')::uuid
           and c.hidden_at is null and c.deleted_at is null and c.body is not null),
        '{}'::jsonb)
      else o.data end as data,
      o.unsubscribe_token::text, o.attempts`;
}

export async function markSent(sql: Sql, id: string): Promise<void> {
  await sql`update public.mail_outbox set sent_at = now(), last_error = null where id = ${id}`;
}

/**
 * Retries after 2, 4, 8 ... seconds, at most an hour apart, or after the wait the server asked for (at most a
 * day); a permanent refusal is not retried. (least() skips a null, so the wait is chosen before it is capped.)
 */
export async function markFailed(
  sql: Sql,
  id: string,
  error: string,
  permanent: boolean,
  waitSeconds: number | null = null,
): Promise<void> {
  await sql`
    update public.mail_outbox
    set last_error = ${error.slice(0, 1000)},
        attempts = case when ${permanent} then ${MAX_ATTEMPTS} else attempts end,
        next_attempt_at = now() + make_interval(
          secs => least(86400, coalesce(${waitSeconds}::double precision, least(3600, power(2, attempts)))))
    where id = ${id}`;
}

/**
 * Gives claimed mails back without counting an attempt: one the API asked to wait for (429), or those an earlier
 * mail's outage kept from being tried. Due again after `waitSeconds`, else after their own back-off.
 */
export async function postpone(sql: Sql, ids: string[], reason: string, waitSeconds: number | null): Promise<void> {
  if (ids.length === 0) return;
  await sql`
    update public.mail_outbox
    set attempts = attempts - 1,
        last_error = ${reason.slice(0, 1000)},
        next_attempt_at = now() + make_interval(
          secs => least(86400, coalesce(${waitSeconds}::double precision, least(3600, power(2, attempts - 1)))))
    where id = any(${ids}::bigint[])`;
}
