-- Storage: pitch decks go into the uploader's own folder; owners and administrators read and delete them; anyone reads approved ideas' decks.
begin;
select plan(23);

-- Fixtures (as postgres)
select tests.create_supabase_user('idea_owner');
select tests.create_supabase_user('other_member');
select tests.create_supabase_user('admin_user');
select tests.make_admin('admin_user');

insert into storage.objects (bucket_id, name, owner_id) values
  ('pitch-decks', tests.get_supabase_uid('idea_owner') || '/approved-deck.pdf', tests.get_supabase_uid('idea_owner')::text),
  ('pitch-decks', tests.get_supabase_uid('idea_owner') || '/pending-deck.pdf', tests.get_supabase_uid('idea_owner')::text),
  ('pitch-decks', tests.get_supabase_uid('idea_owner') || '/loose.pdf', tests.get_supabase_uid('idea_owner')::text);

select tests.create_idea('idea_owner', id => 'a9000000-0000-4000-8000-000000000001', status => 'approved',
  title => 'Approved idea with a deck',
  pitch_deck_path => tests.get_supabase_uid('idea_owner') || '/approved-deck.pdf');
select tests.create_idea('idea_owner', id => 'a9000000-0000-4000-8000-000000000002', status => 'pending',
  title => 'Pending idea with a deck', pitch_deck_path => tests.get_supabase_uid('idea_owner') || '/pending-deck.pdf');

-- Storage-api allows deletes per request; so do these tests, so that only the policies decide.
select set_config('storage.allow_delete_query', 'true', true);

-- Acting as the deck owner
select tests.authenticate_as('idea_owner');

select lives_ok(
  $$ insert into storage.objects (bucket_id, name, owner_id)
     values ('pitch-decks', tests.get_supabase_uid('idea_owner') || '/deck.pdf', tests.get_supabase_uid('idea_owner')::text) $$,
  'members can upload a pitch deck into their own folder'
);
select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner_id)
     values ('pitch-decks', tests.get_supabase_uid('other_member') || '/deck.pdf', tests.get_supabase_uid('idea_owner')::text) $$,
  '42501', 'new row violates row-level security policy for table "objects"',
  'members cannot upload into another member''s folder'
);
select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner_id)
     values ('pitch-decks', 'deck.pdf', tests.get_supabase_uid('idea_owner')::text) $$,
  '42501', 'new row violates row-level security policy for table "objects"',
  'members cannot upload outside any folder'
);
select results_eq(
  $$ select name from storage.objects
     where bucket_id = 'pitch-decks' and name like tests.get_supabase_uid('idea_owner') || '/%' order by name $$,
  $$ values (tests.get_supabase_uid('idea_owner') || '/approved-deck.pdf'), (tests.get_supabase_uid('idea_owner') || '/deck.pdf'),
            (tests.get_supabase_uid('idea_owner') || '/loose.pdf'), (tests.get_supabase_uid('idea_owner') || '/pending-deck.pdf') $$,
  'owners can read every pitch deck in their own folder'
);
select lives_ok(
  $$ update storage.objects set metadata = '{"size": 1024}'
     where bucket_id = 'pitch-decks' and name = tests.get_supabase_uid('idea_owner') || '/deck.pdf' $$,
  'owners can replace a pitch deck in their own folder'
);
select throws_ok(
  $$ update storage.objects set name = tests.get_supabase_uid('other_member') || '/moved.pdf'
     where bucket_id = 'pitch-decks' and name = tests.get_supabase_uid('idea_owner') || '/deck.pdf' $$,
  '42501', 'new row violates row-level security policy for table "objects"',
  'owners cannot move a pitch deck into another member''s folder'
);

-- Acting as another member
select tests.authenticate_as('other_member');

select is_empty(
  $$ select 1 from storage.objects where name = tests.get_supabase_uid('idea_owner') || '/pending-deck.pdf' $$,
  'members cannot read the pitch deck of another member''s pending idea'
);
select is_empty(
  $$ select 1 from storage.objects where name = tests.get_supabase_uid('idea_owner') || '/loose.pdf' $$,
  'members cannot read another member''s pitch deck that no idea uses'
);
select results_eq(
  $$ select name from storage.objects where bucket_id = 'pitch-decks' and name like tests.get_supabase_uid('idea_owner') || '/%' $$,
  $$ values (tests.get_supabase_uid('idea_owner') || '/approved-deck.pdf') $$,
  'members can read the pitch deck of an approved idea, and only that one of another member'
);
select is_empty(
  $$ update storage.objects set metadata = '{"defaced": true}'
     where name like tests.get_supabase_uid('idea_owner') || '/%' returning 1 $$,
  'a member''s replacement of another member''s pitch decks affects no rows'
);
select is_empty(
  $$ delete from storage.objects where name like tests.get_supabase_uid('idea_owner') || '/%' returning 1 $$,
  'a member''s delete of another member''s pitch decks affects no rows, even of an approved idea'
);

-- Acting as a visitor
select tests.clear_authentication();

select throws_ok(
  $$ insert into storage.objects (bucket_id, name) values ('pitch-decks', 'anonymous/deck.pdf') $$,
  '42501', 'new row violates row-level security policy for table "objects"',
  'visitors cannot upload pitch decks'
);
select results_eq(
  $$ select name from storage.objects where bucket_id = 'pitch-decks' and name like tests.get_supabase_uid('idea_owner') || '/%' $$,
  $$ values (tests.get_supabase_uid('idea_owner') || '/approved-deck.pdf') $$,
  'visitors can read the pitch deck of an approved idea and no other'
);
select is_empty(
  $$ update storage.objects set metadata = '{"defaced": true}' where bucket_id = 'pitch-decks' returning 1 $$,
  'a visitor''s replacement of pitch decks affects no rows'
);
select is_empty(
  $$ delete from storage.objects where bucket_id = 'pitch-decks' returning 1 $$,
  'a visitor''s delete of pitch decks affects no rows'
);

-- Checks as postgres
select tests.reset_role();

select results_eq(
  $$ select name, metadata from storage.objects
     where bucket_id = 'pitch-decks' and name like tests.get_supabase_uid('idea_owner') || '/%' order by name $$,
  $$ values (tests.get_supabase_uid('idea_owner') || '/approved-deck.pdf', null::jsonb),
            (tests.get_supabase_uid('idea_owner') || '/deck.pdf', '{"size": 1024}'::jsonb),
            (tests.get_supabase_uid('idea_owner') || '/loose.pdf', null::jsonb),
            (tests.get_supabase_uid('idea_owner') || '/pending-deck.pdf', null::jsonb) $$,
  'the owner''s folder holds the owner''s uploads, unchanged by the others'' attempts'
);
select is_empty(
  $$ select 1 from storage.objects where bucket_id = 'pitch-decks' and name not like tests.get_supabase_uid('idea_owner') || '/%' $$,
  'the refused uploads wrote nothing'
);

-- Acting as an administrator
select tests.authenticate_as('admin_user');

select is(
  (select count(*) from storage.objects
   where bucket_id = 'pitch-decks' and name like tests.get_supabase_uid('idea_owner') || '/%'),
  4::bigint,
  'administrators can read every pitch deck'
);
select results_eq(
  $$ delete from storage.objects where name = tests.get_supabase_uid('idea_owner') || '/deck.pdf' returning name $$,
  $$ values (tests.get_supabase_uid('idea_owner') || '/deck.pdf') $$,
  'administrators can delete any member''s pitch deck'
);
select lives_ok(
  $$ select private.approve_idea('a9000000-0000-4000-8000-000000000002') $$,
  'an administrator approves the pending idea that has a deck'
);

-- Acting as the deck owner
select tests.authenticate_as('idea_owner');

select results_eq(
  $$ delete from storage.objects where name = tests.get_supabase_uid('idea_owner') || '/loose.pdf' returning name $$,
  $$ values (tests.get_supabase_uid('idea_owner') || '/loose.pdf') $$,
  'owners can delete their own pitch deck'
);

-- Acting as a visitor
select tests.clear_authentication();

select results_eq(
  $$ select name from storage.objects where bucket_id = 'pitch-decks' and name like tests.get_supabase_uid('idea_owner') || '/%'
     order by name $$,
  $$ values (tests.get_supabase_uid('idea_owner') || '/approved-deck.pdf'), (tests.get_supabase_uid('idea_owner') || '/pending-deck.pdf') $$,
  'once its idea is approved, a pitch deck becomes readable by visitors'
);

-- Checks as postgres
select tests.reset_role();

select results_eq(
  $$ select name from storage.objects where bucket_id = 'pitch-decks' order by name $$,
  $$ values (tests.get_supabase_uid('idea_owner') || '/approved-deck.pdf'), (tests.get_supabase_uid('idea_owner') || '/pending-deck.pdf') $$,
  'the decks deleted by the owner and by the administrator are gone'
);

select * from finish();
rollback;
