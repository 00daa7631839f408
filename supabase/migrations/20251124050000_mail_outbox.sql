/*
 * E-mail that reaches people: each member's mail preferences, and an outbox the database writes in the same
 * transaction as the event a mail tells of. A worker (POST /api/internal/deliver-mail, connected as `postgres`)
 * delivers the outbox over SMTP later, so a review never waits for, or fails with, the mail server.
 *
 * Rules enforced here:
 *   - a member reads and writes only their own preferences: review outcomes (on by default), comments on my ideas
 *     and replies to me (off by default); a member without a row has the defaults;
 *   - private.enqueue_mail(recipient, kind, data) is the one way into the outbox: it checks the recipient's
 *     preference for that kind and writes nothing if it is off; later events (comments, replies) call it too;
 *   - an idea's author gets a mail when it is approved, or rejected (with the reason), written by a trigger;
 *   - the outbox is nobody's through the API: RLS on, no policy, no privilege for anon or authenticated;
 *   - every mail carries its recipient's unsubscribe token; private.unsubscribe_mail(token, topic) turns that
 *     topic off without a sign-in (the token is the proof), and says which topic it turned off.
 *
 * Affects: public.mail_preferences (new), public.mail_outbox (new), private.mail_topic,
 * private.enqueue_mail, private.mail_review_outcome (trigger function) and private.unsubscribe_mail (new),
 * trigger ideas_mail_review_outcome on public.ideas (new). Nothing destructive.
 */

/* Section - preferences */

create table public.mail_preferences (
  member_id uuid primary key references public.profiles (id) on delete cascade,
  review_outcomes boolean not null default true,
  comments_on_my_ideas boolean not null default false,
  replies_to_me boolean not null default false,
  -- Random, so an unsubscribe link proves nothing but that its holder got a mail for this member.
  unsubscribe_token uuid not null unique default gen_random_uuid(),
  updated_at timestamptz not null default now()
);
comment on table public.mail_preferences is
  'Which e-mails a member wants; a member without a row has the defaults (review outcomes only).';

create trigger mail_preferences_set_updated_at
  before update on public.mail_preferences
  for each row execute function private.set_updated_at();

alter table public.mail_preferences enable row level security;

revoke all on public.mail_preferences from anon, authenticated;
-- Members write the three switches and, on insert, their own id; the token and timestamps are the database's.
grant select on public.mail_preferences to authenticated;
grant insert (member_id, review_outcomes, comments_on_my_ideas, replies_to_me) on public.mail_preferences
  to authenticated;
grant update (review_outcomes, comments_on_my_ideas, replies_to_me) on public.mail_preferences to authenticated;

-- SELECT(mail_preferences) authenticated: one's own row.
create policy "mail_preferences: members read their own"
  on public.mail_preferences for select to authenticated
  using (member_id = (select auth.uid()));

-- INSERT(mail_preferences) authenticated: one's own row.
create policy "mail_preferences: members create their own"
  on public.mail_preferences for insert to authenticated
  with check (member_id = (select auth.uid()));

-- UPDATE(mail_preferences) authenticated: one's own row, and it stays one's own.
create policy "mail_preferences: members change their own"
  on public.mail_preferences for update to authenticated
  using (member_id = (select auth.uid()))
  with check (member_id = (select auth.uid()));

/* Section - outbox */

create table public.mail_outbox (
  id bigint generated always as identity primary key,
  -- A deleted account's mails go with it, sent or not: its address is not kept, nor written to.
  recipient_id uuid not null references public.profiles (id) on delete cascade,
  to_address text not null check (to_address <> ''),
  -- review_outcome now; comment and reply when those mails come.
  kind text not null check (kind ~ '^[a-z_]{1,40}$'),
  data jsonb not null default '{}'::jsonb,
  unsubscribe_token uuid not null,
  created_at timestamptz not null default now(),
  -- Delivery: the worker claims a row by moving next_attempt_at past a lease, and sets sent_at once the SMTP
  -- server accepted the mail; a failure records its error and moves next_attempt_at by the back-off.
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz
);
comment on table public.mail_outbox is
  'Mails waiting for (or past) delivery, written with their events; only the worker (postgres) reads it.';

-- The worker's question: what is due and not sent yet.
create index mail_outbox_due_idx on public.mail_outbox (next_attempt_at) where sent_at is null;
create index mail_outbox_recipient_id_idx on public.mail_outbox (recipient_id);

alter table public.mail_outbox enable row level security;
-- No policy for any API role: nobody reads or writes the outbox through the Data API or as a member.
revoke all on public.mail_outbox from anon, authenticated;

/* Section - enqueueing */

-- The preference that governs a kind of mail; null for a kind nobody may turn off (none yet).
create function private.mail_topic(p_kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_kind
    when 'review_outcome' then 'review_outcomes'
    when 'comment' then 'comments_on_my_ideas'
    when 'reply' then 'replies_to_me'
  end;
$$;
revoke execute on function private.mail_topic(text) from public, anon, authenticated;

-- Writes one mail for the recipient if their preference for its kind is on; returns the outbox id, or null.
create function private.enqueue_mail(p_recipient uuid, p_kind text, p_data jsonb)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  topic text := private.mail_topic(p_kind);
  prefs public.mail_preferences;
  address text;
  new_id bigint;
begin
  if topic is null then
    raise exception 'Unknown mail kind %', p_kind using errcode = '22023';
  end if;
  select email into address from auth.users where id = p_recipient;
  if coalesce(address, '') = '' then
    return null;
  end if;
  -- The row is made on the first mail, so that every mail has a token to unsubscribe with.
  insert into public.mail_preferences (member_id) values (p_recipient) on conflict (member_id) do nothing;
  select * into prefs from public.mail_preferences where member_id = p_recipient;
  if not (to_jsonb(prefs) ->> topic)::boolean then
    return null;
  end if;
  insert into public.mail_outbox (recipient_id, to_address, kind, data, unsubscribe_token)
  values (p_recipient, address, p_kind, coalesce(p_data, '{}'::jsonb), prefs.unsubscribe_token)
  returning id into new_id;
  return new_id;
end;
$$;
comment on function private.enqueue_mail(uuid, text, jsonb) is
  'Queues a mail of a kind (review_outcome, comment, reply) for a member, if their preference allows it.';
revoke execute on function private.enqueue_mail(uuid, text, jsonb) from public, anon, authenticated;

-- The author hears of the review: approved, or rejected with the reason.
create function private.mail_review_outcome()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.enqueue_mail(
    new.author_id,
    'review_outcome',
    jsonb_build_object(
      'idea_id', new.id,
      'title', new.title,
      'decision', new.status,
      'reason', new.rejection_reason
    )
  );
  return null;
end;
$$;
revoke execute on function private.mail_review_outcome() from public, anon, authenticated;

create trigger ideas_mail_review_outcome
  after update of status on public.ideas
  for each row
  when (old.status is distinct from new.status and new.status in ('approved', 'rejected'))
  execute function private.mail_review_outcome();

/* Section - unsubscribing */

-- The holder of a mail's token turns off one topic (or every topic when p_topic is null) of its member; returns
-- the topics now off, or null for a token that names nobody (the caller answers 404 and learns nothing more).
create function private.unsubscribe_mail(p_token uuid, p_topic text default null)
returns text[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_member uuid;
begin
  if p_topic is not null and p_topic not in ('review_outcomes', 'comments_on_my_ideas', 'replies_to_me') then
    raise exception 'Unknown mail topic %', p_topic using errcode = '22023';
  end if;
  update public.mail_preferences
  set review_outcomes = case when p_topic is null or p_topic = 'review_outcomes' then false else review_outcomes end,
      comments_on_my_ideas =
        case when p_topic is null or p_topic = 'comments_on_my_ideas' then false else comments_on_my_ideas end,
      replies_to_me = case when p_topic is null or p_topic = 'replies_to_me' then false else replies_to_me end
  where unsubscribe_token = p_token
  returning member_id into found_member;
  if found_member is null then
    return null;
  end if;
  return case when p_topic is null then array['review_outcomes', 'comments_on_my_ideas', 'replies_to_me']
              else array[p_topic] end;
end;
$$;
comment on function private.unsubscribe_mail(uuid, text) is
  'Turns a mail topic off for the member whose unsubscribe token this is; no sign-in needed.';
revoke execute on function private.unsubscribe_mail(uuid, text) from public;
grant execute on function private.unsubscribe_mail(uuid, text) to anon, authenticated, service_role;
