-- Nothing public without review: the author's change to any of the twelve fields of an approved idea (the column
-- grant's, every one a visitor reads) waits in its pending edit, the public idea and its date unchanged; the
-- proposed deck stays private to the author and administrators, and no member changes the bytes behind a named deck;
-- saving the approved version withdraws the edit;
-- administrators' edits apply; approval applies every field and makes the new deck the public one; rejection drops
-- the proposal; each decision is a status change an AFTER UPDATE trigger sees.
begin;
select plan(51);

-- Many edits of one idea: the per-idea edit limit is not what this file tests (pgTAP 037 does).
update private.write_limits set max_count = 100000;

select tests.create_supabase_user('idea_owner');
select tests.create_supabase_user('other_member');
select tests.create_supabase_user('admin_user');
select tests.make_admin('admin_user');

insert into storage.objects (bucket_id, name, owner_id)
select 'pitch-decks', tests.get_supabase_uid('idea_owner') || '/' || file, tests.get_supabase_uid('idea_owner')::text
from unnest(array['approved-deck.pdf', 'new-deck.pdf', 'third-deck.pdf']) as file;

select tests.create_idea('idea_owner', id => 'a3600000-0000-4000-8000-000000000001', status => 'approved',
  title => 'Approved idea with a deck',
  pitch_deck_path => tests.get_supabase_uid('idea_owner') || '/approved-deck.pdf');
select tests.create_idea('idea_owner', id => 'a3600000-0000-4000-8000-000000000002', status => 'pending',
  title => 'Pending idea, edited freely');

create temporary table approved_before on commit drop as
  select * from public.ideas where id = 'a3600000-0000-4000-8000-000000000001';
grant select on approved_before to authenticated, anon;

-- What an AFTER UPDATE trigger on idea_edits sees of each decision (the audit's trigger is one such).
create table tests.edit_decisions (old_status text, new_status text, reason text);
create function tests.record_edit_decision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into tests.edit_decisions values (old.status, new.status, new.rejection_reason);
  return null;
end;
$$;
create trigger record_edit_decision
  after update of status on public.idea_edits
  for each row when (old.status is distinct from new.status)
  execute function tests.record_edit_decision();
grant select on tests.edit_decisions to authenticated;

/* Section - each field, as the author */

select tests.authenticate_as('idea_owner');

-- Each update proposes the approved version with that one change: the public column keeps its value, the pending
-- edit holds the new one.
update public.ideas set title = 'BUY CHEAP PILLS NOW' where id = 'a3600000-0000-4000-8000-000000000001';
select results_eq(
  $$ select i.title, e.title from public.ideas i join public.idea_edits e on e.idea_id = i.id $$,
  $$ values ('Approved idea with a deck', 'BUY CHEAP PILLS NOW') $$,
  'title: the author''s change waits for review, the public keeps the approved one'
);
update public.ideas set description = repeat('Cheap pills for everyone, delivered. ', 3)
where id = 'a3600000-0000-4000-8000-000000000001';
select results_eq(
  $$ select i.description, e.description from public.ideas i join public.idea_edits e on e.idea_id = i.id $$,
  $$ select description, repeat('Cheap pills for everyone, delivered. ', 3) from approved_before $$,
  'description: the author''s change waits for review'
);
update public.ideas set category = 'other' where id = 'a3600000-0000-4000-8000-000000000001';
select results_eq(
  $$ select i.category, e.category from public.ideas i join public.idea_edits e on e.idea_id = i.id $$,
  $$ values ('technology', 'other') $$,
  'category: the author''s change waits for review'
);
update public.ideas set target_market = 'Everyone with an inbox' where id = 'a3600000-0000-4000-8000-000000000001';
select results_eq(
  $$ select i.target_market, e.target_market from public.ideas i join public.idea_edits e on e.idea_id = i.id $$,
  $$ values ('Small businesses', 'Everyone with an inbox') $$,
  'target market: the author''s change waits for review'
);
update public.ideas set business_model = 'Pills at a discount' where id = 'a3600000-0000-4000-8000-000000000001';
select results_eq(
  $$ select i.business_model, e.business_model from public.ideas i join public.idea_edits e on e.idea_id = i.id $$,
  $$ values ('Monthly subscription', 'Pills at a discount') $$,
  'business model: the author''s change waits for review'
);
update public.ideas set competitors = 'BUY CHEAP PILLS AT pills.example'
where id = 'a3600000-0000-4000-8000-000000000001';
select results_eq(
  $$ select i.competitors, e.competitors from public.ideas i join public.idea_edits e on e.idea_id = i.id $$,
  $$ values ('', 'BUY CHEAP PILLS AT pills.example') $$,
  'competitors: the author''s change waits for review'
);
update public.ideas set funding_needed = 999 where id = 'a3600000-0000-4000-8000-000000000001';
select results_eq(
  $$ select i.funding_needed, e.funding_needed from public.ideas i join public.idea_edits e on e.idea_id = i.id $$,
  $$ values (0::bigint, 999::bigint) $$,
  'funding needed: the author''s change waits for review'
);
update public.ideas set timeline = 'Today only' where id = 'a3600000-0000-4000-8000-000000000001';
select results_eq(
  $$ select i.timeline, e.timeline from public.ideas i join public.idea_edits e on e.idea_id = i.id $$,
  $$ values ('', 'Today only') $$,
  'timeline: the author''s change waits for review'
);
update public.ideas set tags = '{pills,cheap}' where id = 'a3600000-0000-4000-8000-000000000001';
select results_eq(
  $$ select i.tags, e.tags from public.ideas i join public.idea_edits e on e.idea_id = i.id $$,
  $$ values ('{}'::text[], '{pills,cheap}'::text[]) $$,
  'tags: the author''s change waits for review'
);
update public.ideas set website_url = 'https://pills.example' where id = 'a3600000-0000-4000-8000-000000000001';
select results_eq(
  $$ select i.website_url, e.website_url from public.ideas i join public.idea_edits e on e.idea_id = i.id $$,
  $$ values ('', 'https://pills.example') $$,
  'website: the author''s change waits for review'
);
update public.ideas set social_media = '{"twitter": "https://twitter.com/pills"}'
where id = 'a3600000-0000-4000-8000-000000000001';
select results_eq(
  $$ select i.social_media::text, e.social_media::text from public.ideas i join public.idea_edits e on e.idea_id = i.id $$,
  $$ values ('{}', '{"twitter": "https://twitter.com/pills"}') $$,
  'social links: the author''s change waits for review'
);
update public.ideas set pitch_deck_path = tests.get_supabase_uid('idea_owner') || '/new-deck.pdf'
where id = 'a3600000-0000-4000-8000-000000000001';
select results_eq(
  $$ select i.pitch_deck_path, e.pitch_deck_path from public.ideas i join public.idea_edits e on e.idea_id = i.id $$,
  $$ values (tests.get_supabase_uid('idea_owner') || '/approved-deck.pdf',
             tests.get_supabase_uid('idea_owner') || '/new-deck.pdf') $$,
  'pitch deck: the author''s new deck waits for review, the approved one stays the idea''s'
);

-- The whole proposal at once, as the API's PUT sends it.
update public.ideas
set website_url = 'https://pills.example', competitors = 'BUY CHEAP PILLS AT pills.example', tags = '{pills}',
    pitch_deck_path = tests.get_supabase_uid('idea_owner') || '/new-deck.pdf'
where id = 'a3600000-0000-4000-8000-000000000001';
select results_eq(
  $$ select website_url, competitors, tags, pitch_deck_path, title from public.idea_edits $$,
  $$ values ('https://pills.example', 'BUY CHEAP PILLS AT pills.example', '{pills}'::text[],
             tests.get_supabase_uid('idea_owner') || '/new-deck.pdf', 'Approved idea with a deck') $$,
  'the pending edit is the whole proposed version; a new proposal replaces the last'
);
select results_eq(
  $$ select i.updated_at, i.status from public.ideas i where id = 'a3600000-0000-4000-8000-000000000001' $$,
  $$ select updated_at, status from approved_before $$,
  'the public idea keeps its date and stays approved'
);
select is(
  (select count(*)::int from public.idea_edits),
  1,
  'one pending edit per idea'
);
select throws_ok(
  $$ update public.ideas set pitch_deck_path = tests.get_supabase_uid('other_member') || '/theirs.pdf'
     where id = 'a3600000-0000-4000-8000-000000000001' $$,
  '23514', null,
  'a proposed deck outside the author''s folder is refused'
);
select results_eq(
  $$ select name from storage.objects where bucket_id = 'pitch-decks' and name like '%/new-deck.pdf' $$,
  $$ values (tests.get_supabase_uid('idea_owner') || '/new-deck.pdf') $$,
  'the author reads their proposed deck'
);

/* Section - the files behind the decks, as their owner */

-- Storage's upsert, update and delete run as the member: no new bytes behind a name an idea or an edit gives.
select set_config('storage.allow_delete_query', 'true', true);
select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner_id)
     values ('pitch-decks', tests.get_supabase_uid('idea_owner') || '/approved-deck.pdf',
             tests.get_supabase_uid('idea_owner')::text)
     on conflict (name, bucket_id) do update set metadata = '{"size": 666}' $$,
  '42501', null,
  'the author cannot upsert new bytes onto the approved deck'
);
select is_empty(
  $$ update storage.objects set metadata = '{"size": 666}'
     where bucket_id = 'pitch-decks' and name like '%/approved-deck.pdf' returning 1 $$,
  'the author cannot replace the approved deck'
);
select is_empty(
  $$ delete from storage.objects where bucket_id = 'pitch-decks' and name like '%/approved-deck.pdf' returning 1 $$,
  'the author cannot delete the approved deck (to upload another under its name)'
);
select is_empty(
  $$ update storage.objects set metadata = '{"size": 666}'
     where bucket_id = 'pitch-decks' and name like '%/new-deck.pdf' returning 1 $$,
  'the author cannot replace the proposed deck behind the administrators'' back'
);

/* Section - everyone else */

select tests.authenticate_as('other_member');
select results_eq(
  $$ select title, website_url, competitors, tags, pitch_deck_path from public.ideas
     where id = 'a3600000-0000-4000-8000-000000000001' $$,
  $$ select title, website_url, competitors, tags, pitch_deck_path from approved_before $$,
  'another member reads the approved version'
);
select is_empty($$ select 1 from public.idea_edits $$, 'another member sees no pending edit');
select is_empty(
  $$ select 1 from storage.objects where bucket_id = 'pitch-decks' and name like '%/new-deck.pdf' $$,
  'another member cannot read the proposed deck'
);
select is_empty(
  $$ update public.ideas set website_url = 'https://other.example' where id = 'a3600000-0000-4000-8000-000000000001'
     returning 1 $$,
  'another member''s update of the idea changes nothing'
);

select tests.clear_authentication();
select results_eq(
  $$ select title, website_url, competitors, tags, pitch_deck_path, updated_at from public.ideas
     where id = 'a3600000-0000-4000-8000-000000000001' $$,
  $$ select title, website_url, competitors, tags, pitch_deck_path, updated_at from approved_before $$,
  'visitors read the approved version'
);
select throws_ok(
  $$ select 1 from public.idea_edits $$,
  '42501', 'permission denied for table idea_edits',
  'visitors hold no privilege on pending edits'
);
select results_eq(
  $$ select name from storage.objects where bucket_id = 'pitch-decks' and name like '%deck.pdf' $$,
  $$ values (tests.get_supabase_uid('idea_owner') || '/approved-deck.pdf') $$,
  'visitors read the approved deck, not the proposed one'
);

select tests.authenticate_as('admin_user');
select is(
  (select count(*)::int from storage.objects where bucket_id = 'pitch-decks' and name like '%/new-deck.pdf'),
  1,
  'administrators read the proposed deck'
);

/* Section - withdrawal, and what applies at once */

select tests.authenticate_as('idea_owner');
update public.ideas
set title = b.title, description = b.description, category = b.category, target_market = b.target_market,
    business_model = b.business_model, competitors = b.competitors, funding_needed = b.funding_needed,
    timeline = b.timeline, tags = b.tags, website_url = b.website_url, social_media = b.social_media,
    pitch_deck_path = b.pitch_deck_path
from approved_before as b
where public.ideas.id = 'a3600000-0000-4000-8000-000000000001';
select is_empty($$ select 1 from public.idea_edits $$, 'saving the approved version withdraws the pending edit');

update public.ideas set website_url = 'https://pending.example' where id = 'a3600000-0000-4000-8000-000000000002';
select results_eq(
  $$ select website_url from public.ideas where id = 'a3600000-0000-4000-8000-000000000002' $$,
  $$ values ('https://pending.example') $$,
  'an idea that is not approved yet changes directly (its review is still to come)'
);

update public.ideas
set website_url = 'https://pills.example', timeline = 'Today only',
    pitch_deck_path = tests.get_supabase_uid('idea_owner') || '/new-deck.pdf'
where id = 'a3600000-0000-4000-8000-000000000001';

select tests.reset_role();
create temporary table told on commit drop as
  select count(*)::int as n from public.notifications
  where kind = 'idea_edited' and recipient_id = tests.get_supabase_uid('admin_user');
grant select on told to authenticated;

-- The same proposal saved again.
select tests.authenticate_as('idea_owner');
update public.ideas
set website_url = 'https://pills.example', timeline = 'Today only',
    pitch_deck_path = tests.get_supabase_uid('idea_owner') || '/new-deck.pdf'
where id = 'a3600000-0000-4000-8000-000000000001';

select tests.authenticate_as('admin_user');
select is(
  (select count(*)::int from public.notifications where kind = 'idea_edited'
   and recipient_id = tests.get_supabase_uid('admin_user')),
  (select n from told),
  'the same proposal saved again tells no administrator again'
);
update public.ideas set competitors = 'Fixed by an administrator' where id = 'a3600000-0000-4000-8000-000000000001';
select results_eq(
  $$ select i.competitors, e.competitors, e.website_url from public.ideas i join public.idea_edits e on e.idea_id = i.id $$,
  $$ values ('Fixed by an administrator', '', 'https://pills.example') $$,
  'an administrator''s edit applies directly and leaves the author''s pending edit as it was'
);

/* Section - approval */

select results_eq(
  $$ select website_url, timeline, pitch_deck_path, status
     from private.review_idea_edit('a3600000-0000-4000-8000-000000000001', 'approved') $$,
  $$ values ('https://pills.example', 'Today only', tests.get_supabase_uid('idea_owner') || '/new-deck.pdf',
             'approved') $$,
  'approval applies every field and the new deck, the idea staying approved'
);
select is_empty($$ select 1 from public.idea_edits $$, 'the approved edit is no longer pending');
select results_eq(
  $$ select old_status, new_status, reason from tests.edit_decisions $$,
  $$ values ('pending', 'approved', null::text) $$,
  'the approval is one status change, pending to approved'
);
select is(
  (select count(*)::int from public.notifications where kind = 'idea_edited'
   and recipient_id = tests.get_supabase_uid('admin_user')),
  (select n from told),
  'the decision tells no administrator of a new edit'
);

select tests.clear_authentication();
select results_eq(
  $$ select name from storage.objects where bucket_id = 'pitch-decks' and name like '%deck.pdf' $$,
  $$ values (tests.get_supabase_uid('idea_owner') || '/new-deck.pdf') $$,
  'visitors now read the new deck, and no longer the old one'
);
select results_eq(
  $$ select website_url from public.ideas where id = 'a3600000-0000-4000-8000-000000000001' $$,
  $$ values ('https://pills.example') $$,
  'visitors read the approved edit'
);

/* Section - rejection */

select tests.authenticate_as('idea_owner');
update public.ideas
set pitch_deck_path = tests.get_supabase_uid('idea_owner') || '/third-deck.pdf', tags = '{rejected}'
where id = 'a3600000-0000-4000-8000-000000000001';

select tests.authenticate_as('admin_user');
select results_eq(
  $$ select pitch_deck_path, tags from private.review_idea_edit('a3600000-0000-4000-8000-000000000001', 'rejected',
       ' Not this deck. ') $$,
  $$ values (tests.get_supabase_uid('idea_owner') || '/new-deck.pdf', '{}'::text[]) $$,
  'rejection keeps the approved deck and tags'
);
select is_empty($$ select 1 from public.idea_edits $$, 'the rejected edit is dropped');
select results_eq(
  $$ select old_status, new_status, reason from tests.edit_decisions order by new_status $$,
  $$ values ('pending', 'approved', null::text), ('pending', 'rejected', 'Not this deck.') $$,
  'the rejection is one status change, pending to rejected, with its reason'
);

select tests.clear_authentication();
select is_empty(
  $$ select 1 from storage.objects where bucket_id = 'pitch-decks' and name like '%/third-deck.pdf' $$,
  'visitors cannot read the rejected deck'
);

/* Section - the review function's refusals */

select tests.authenticate_as('idea_owner');
update public.ideas set timeline = 'Next week' where id = 'a3600000-0000-4000-8000-000000000001';
select throws_ok(
  $$ select private.review_idea_edit('a3600000-0000-4000-8000-000000000001', 'approved') $$,
  '42501', null,
  'the author cannot approve their own edit'
);
select tests.authenticate_as('other_member');
select throws_ok(
  $$ select private.review_idea_edit('a3600000-0000-4000-8000-000000000001', 'rejected') $$,
  '42501', null,
  'another member cannot reject it'
);
select tests.reset_role();
select results_eq(
  $$ select i.timeline, e.timeline, e.status from public.ideas i join public.idea_edits e on e.idea_id = i.id $$,
  $$ values ('Today only', 'Next week', 'pending') $$,
  'the refused decisions left the edit pending and the idea as approved'
);

/* Section - a decision on what the administrator saw */

select tests.authenticate_as('admin_user');
select throws_ok(
  $$ select private.review_idea_edit('a3600000-0000-4000-8000-000000000001', 'approved', null,
       (select submitted_at - interval '1 second' from public.idea_edits)) $$,
  '55000', 'This idea changed since you opened it. Review it again.',
  'an approval of an edit saved again since the administrator opened it is refused'
);
select results_eq(
  $$ select i.timeline, e.timeline, e.status from public.ideas i join public.idea_edits e on e.idea_id = i.id $$,
  $$ values ('Today only', 'Next week', 'pending') $$,
  'the refused approval applied nothing'
);
select results_eq(
  $$ select timeline from private.review_idea_edit('a3600000-0000-4000-8000-000000000001', 'rejected', null,
       (select date_trunc('milliseconds', submitted_at) from public.idea_edits)) $$,
  $$ values ('Today only') $$,
  'a decision on the version seen (to the millisecond, as JSON carries it) applies'
);
select throws_ok(
  $$ select private.review_idea('a3600000-0000-4000-8000-000000000002', 'approved', null,
       (select updated_at - interval '1 second' from public.ideas where id = 'a3600000-0000-4000-8000-000000000002')) $$,
  '55000', 'This idea changed since you opened it. Review it again.',
  'an approval of a pending idea changed since the administrator opened it is refused'
);
select results_eq(
  $$ select status from private.review_idea('a3600000-0000-4000-8000-000000000002', 'approved', null,
       (select updated_at from public.ideas where id = 'a3600000-0000-4000-8000-000000000002')) $$,
  $$ values ('approved') $$,
  'an approval of the pending idea as seen applies'
);

select * from finish();
rollback;
