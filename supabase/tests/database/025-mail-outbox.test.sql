-- Mail: the outbox is written with the review in the same transaction, follows each member's preference, and is
-- nobody's through the API; preferences are their owner's alone; an unsubscribe token turns a topic off unsigned.
begin;
select plan(21);

select tests.create_supabase_user('mail_author', 'mail_author@test.local');
select tests.create_supabase_user('mail_quiet', 'mail_quiet@test.local');
select tests.create_supabase_user('mail_other');
select tests.create_supabase_user('mail_admin');
select tests.make_admin('mail_admin');

select tests.create_idea('mail_author', id => 'a2500000-0000-4000-8000-000000000001', title => 'Mail me approved');
select tests.create_idea('mail_author', id => 'a2500000-0000-4000-8000-000000000002', title => 'Mail me rejected');
select tests.create_idea('mail_quiet', id => 'a2500000-0000-4000-8000-000000000003', title => 'Quiet idea');

-- The quiet member turned review mails off before the review.
insert into public.mail_preferences (member_id, review_outcomes) values (tests.get_supabase_uid('mail_quiet'), false);

select tests.authenticate_as_admin('mail_admin');
select lives_ok($$ select private.approve_idea('a2500000-0000-4000-8000-000000000001') $$, 'an admin approves');
select lives_ok($$ select private.reject_idea('a2500000-0000-4000-8000-000000000002', 'Too vague') $$,
  'an admin rejects with a reason');
select lives_ok($$ select private.approve_idea('a2500000-0000-4000-8000-000000000003') $$,
  'an admin approves the quiet member''s idea');
select tests.reset_role();

select results_eq(
  $$ select to_address, kind, data ->> 'decision', data ->> 'reason', data ->> 'title'
     from public.mail_outbox where recipient_id = tests.get_supabase_uid('mail_author') order by id $$,
  $$ values ('mail_author@test.local', 'review_outcome', 'approved', null::text, 'Mail me approved'),
            ('mail_author@test.local', 'review_outcome', 'rejected', 'Too vague', 'Mail me rejected') $$,
  'the author gets one mail per decision, the rejection with its reason'
);
select is(
  (select count(*)::int from public.mail_outbox where recipient_id = tests.get_supabase_uid('mail_quiet')),
  0, 'no mail for a member who turned review outcomes off'
);
select is(
  (select count(*)::int from public.mail_outbox o join public.mail_preferences p on p.member_id = o.recipient_id
   where o.recipient_id = tests.get_supabase_uid('mail_author') and o.unsubscribe_token = p.unsubscribe_token),
  2, 'each mail carries its recipient''s unsubscribe token'
);
select is(
  (select count(*)::int from public.mail_outbox where sent_at is null and attempts = 0 and next_attempt_at <= now()),
  (select count(*)::int from public.mail_outbox), 'a new mail is due at once and not attempted yet'
);
select throws_ok(
  $$ select private.enqueue_mail(tests.get_supabase_uid('mail_author'), 'spam', '{}') $$,
  '22023', 'Unknown mail kind spam', 'an unknown kind of mail is refused'
);
select is(
  private.enqueue_mail(tests.get_supabase_uid('mail_author'), 'comment', '{}'), null,
  'comment mails are off by default'
);

-- The outbox is out of reach of the API roles.
select tests.authenticate_as('mail_author');
select throws_ok($$ select * from public.mail_outbox $$, '42501', 'permission denied for table mail_outbox',
  'a member cannot read the outbox, not even their own mails');
select throws_ok($$ insert into public.mail_outbox (to_address, kind, unsubscribe_token)
                    values ('x@test.local', 'review_outcome', gen_random_uuid()) $$,
  '42501', 'permission denied for table mail_outbox', 'a member cannot write the outbox');
select throws_ok($$ select private.enqueue_mail(auth.uid(), 'review_outcome', '{}') $$,
  '42501', 'permission denied for function enqueue_mail', 'a member cannot queue a mail');

-- Preferences: one's own only.
select is((select count(*)::int from public.mail_preferences), 1, 'a member sees only their own preferences');
select lives_ok($$ update public.mail_preferences set replies_to_me = true $$, 'a member changes their own');
select throws_ok($$ update public.mail_preferences set unsubscribe_token = gen_random_uuid() $$,
  '42501', 'permission denied for table mail_preferences', 'a member cannot choose their token');
select throws_ok($$ insert into public.mail_preferences (member_id) values (tests.get_supabase_uid('mail_other')) $$,
  '42501', null, 'a member cannot create another member''s preferences');

select tests.authenticate_as('mail_other');
select is_empty($$ select 1 from public.mail_preferences where member_id = tests.get_supabase_uid('mail_author') $$,
  'another member cannot see them');

-- Unsubscribing by token, signed out.
select tests.clear_authentication();
select throws_ok($$ select * from public.mail_outbox $$, '42501', 'permission denied for table mail_outbox',
  'a visitor cannot read the outbox');
select is(private.unsubscribe_mail(gen_random_uuid(), 'review_outcomes'), null, 'a token that names nobody changes nothing');
select tests.reset_role();
select is(
  private.unsubscribe_mail((select unsubscribe_token from public.mail_preferences
                            where member_id = tests.get_supabase_uid('mail_author')), 'review_outcomes'),
  array['review_outcomes'], 'a valid token turns its topic off'
);
select results_eq(
  $$ select review_outcomes, replies_to_me from public.mail_preferences
     where member_id = tests.get_supabase_uid('mail_author') $$,
  $$ values (false, true) $$, 'only that topic is off'
);

select * from finish();
rollback;
