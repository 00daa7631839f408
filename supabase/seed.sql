-- Demo data for local development: `npm run stack` and `supabase start` / `supabase db reset` load it once.
--
-- Accounts (all confirmed, password `password123`):
--   admin@example.com  administrator
--   alice@example.com  premium member
--   bob@example.com    member
--   rater01..rater20@example.com  members who rated the approved ideas
-- Hand-made auth.users rows follow what real Supabase Auth needs to sign them in: nil instance_id, aud/role
-- `authenticated`, a bcrypt `$2a$10$` hash, '' rather than NULL in the token columns (Auth fails on reading a
-- NULL one), an `email` identity per user, and the generated confirmed_at left alone.

/* Accounts */

create temporary table demo_users (id uuid primary key, email text not null, display_name text not null) on commit drop;

insert into demo_users (id, email, display_name) values
  ('a9d1c3e5-0000-4000-a000-000000000001', 'admin@example.com', 'Ada Admin'),
  ('b47e2f10-0000-4000-a000-000000000002', 'alice@example.com', 'Alice Premium'),
  ('c2f8a6d4-0000-4000-a000-000000000003', 'bob@example.com', 'Bob Member');

insert into demo_users (id, email, display_name)
select
  -- The first 8 characters (what the admin screens show as 'ID: ...') differ from rater to rater.
  (substr(md5('rater' || n), 1, 8) || '-0000-4000-a000-0000000001' || lpad(n::text, 2, '0'))::uuid,
  'rater' || lpad(n::text, 2, '0') || '@example.com',
  (array['Maya', 'Liam', 'Noor', 'Kenji', 'Sofia', 'Omar', 'Priya', 'Lucas', 'Amara', 'Jonas',
         'Elena', 'Tariq', 'Hana', 'Mateo', 'Zoe', 'Ravi', 'Ines', 'Felix', 'Yara', 'Diego'])[n]
    || ' ' || (array['Chen', 'Okafor', 'Silva', 'Novak', 'Haddad', 'Kowalski', 'Mensah', 'Ito', 'Berg', 'Costa'])[1 + n % 10]
from generate_series(1, 20) as n;

-- One bcrypt hash for all demo accounts: same password, and one hash keeps the seed fast.
with hash as (select extensions.crypt('password123', extensions.gen_salt('bf', 10)) as value)
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at
)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email, hash.value,
  now() - interval '90 days',
  '', '', '', '',
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('display_name', u.display_name, 'email_verified', true),
  now() - interval '90 days', now() - interval '90 days', null
from demo_users as u cross join hash;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select
  u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', null, now() - interval '90 days', now() - interval '90 days'
from demo_users as u;

-- Profiles came from the sign-up trigger, dated today: they join when their accounts did, before any of their
-- ideas and ratings.
update public.profiles set created_at = now() - interval '90 days', updated_at = now() - interval '90 days';

-- Give the demo accounts their roles and some profile text.
update public.profiles set is_admin = true, bio = 'I review every idea before it goes live.'
where id = 'a9d1c3e5-0000-4000-a000-000000000001';
update public.profiles
set subscription_tier = 'premium',
    bio = 'Serial founder. Premium member trying the landing-page generator first.',
    social_links = '{"twitter": "https://twitter.com/alice", "linkedin": "https://www.linkedin.com/in/alice"}'
where id = 'b47e2f10-0000-4000-a000-000000000002';
update public.profiles set bio = 'Engineer with too many side projects.'
where id = 'c2f8a6d4-0000-4000-a000-000000000003';

/* Ideas: approved in all six categories, plus pending and rejected ones for the review screens */

insert into public.ideas (
  id, author_id, title, description, category, target_market, business_model, competitors,
  funding_needed, timeline, tags, website_url, social_media, status, rejection_reason, reviewed_at, reviewed_by,
  created_at, updated_at
)
select
  ('00000000-0000-4000-b000-' || lpad(v.n::text, 12, '0'))::uuid,
  v.author_id::uuid, v.title, v.description, v.category, v.target_market, v.business_model, v.competitors,
  v.funding, v.timeline, v.tags, v.website, v.social::jsonb, v.status, v.reason,
  case when v.status <> 'pending' then now() - make_interval(days => v.age - 1) end,
  case when v.status <> 'pending' then 'a9d1c3e5-0000-4000-a000-000000000001'::uuid end,
  now() - make_interval(days => v.age), now() - make_interval(days => v.age)
from (values
  (1, 'b47e2f10-0000-4000-a000-000000000002', 'AI Tutor for Rural Schools',
   'An offline-first AI tutor that runs on low-cost tablets and adapts maths and reading lessons to each pupil, syncing progress whenever a connection appears.',
   'education', 'Primary schools in rural regions with poor connectivity', 'Per-device annual licence sold to ministries and NGOs',
   'Khan Academy Lite, Kolibri', 250000, '12 months to pilot in 40 schools', array['ai', 'edtech', 'offline', 'tablets', 'ngo', 'k12'],
   'https://aitutor.example.com', '{"twitter": "https://twitter.com/aitutor"}', 'approved', null, 60),
  (2, 'c2f8a6d4-0000-4000-a000-000000000003', 'Carbon Ledger for SMEs',
   'A bookkeeping add-on that estimates the carbon footprint of every purchase from invoice data and produces the reports banks now ask for.',
   'finance', 'Small and medium businesses applying for green loans', 'Monthly subscription per company, free tier for micro businesses',
   'Normative, Plan A', 500000, '6 months to MVP', array['climate', 'accounting', 'esg', 'saas'],
   'https://carbonledger.example.com', '{}', 'approved', null, 55),
  (3, 'b47e2f10-0000-4000-a000-000000000002', 'Remote Physio Coach',
   'Computer-vision exercise coaching that checks a patient''s form through the phone camera and reports adherence to their physiotherapist.',
   'healthcare', 'Physiotherapy clinics and their post-surgery patients', 'Clinic subscription per active patient',
   'Kaia Health, Hinge Health', 750000, '9 months including a clinical pilot', array['health', 'computer-vision', 'rehab'],
   '', '{"linkedin": "https://www.linkedin.com/company/remote-physio"}', 'approved', null, 50),
  (4, 'c2f8a6d4-0000-4000-a000-000000000003', 'Indie Game Playtest Marketplace',
   'A marketplace that matches indie game studios with paid, profiled playtesters and turns their sessions into searchable, timestamped feedback.',
   'entertainment', 'Indie game studios with 2-50 people', 'Commission on every playtest session booked',
   'PlaytestCloud', 150000, '4 months', array['gaming', 'marketplace', 'ux-research', 'indie', 'feedback', 'video'],
   'https://playtest.example.com', '{"twitter": "https://twitter.com/playtestmkt", "instagram": "https://instagram.com/playtestmkt"}',
   'approved', null, 45),
  (5, 'a9d1c3e5-0000-4000-a000-000000000001', 'Open-Source Observability for Edge Devices',
   'A lightweight agent and hosted backend that collects metrics, logs and traces from fleets of edge devices over unreliable links.',
   'technology', 'IoT companies running fleets of 1 000+ devices', 'Open core: free agent, paid hosted backend by device',
   'Datadog IoT, Memfault', 1200000, '18 months', array['iot', 'observability', 'open-source', 'devops'],
   'https://edgeobs.example.com', '{}', 'approved', null, 42),
  (6, 'b47e2f10-0000-4000-a000-000000000002', 'Neighbourhood Tool Library',
   'An app and smart-locker network that lets neighbours lend and borrow rarely used tools, with deposits, insurance and reminders handled for them.',
   'other', 'Urban households in dense neighbourhoods', 'Membership fee plus a small fee per loan',
   'Peerby, local tool libraries', 80000, '3 months to first locker', array['sharing-economy', 'community', 'sustainability'],
   '', '{}', 'approved', null, 40),
  (7, 'c2f8a6d4-0000-4000-a000-000000000003', 'Invoice Financing for Freelancers',
   'Instant advances on unpaid invoices for freelancers, priced from the client''s payment history rather than the freelancer''s credit score.',
   'finance', 'Freelancers and one-person agencies in Europe', 'Fee of 1-3% of each advanced invoice',
   'Fundbox, Clearco', 2000000, '12 months including licensing', array['fintech', 'freelance', 'lending'],
   'https://freelancefund.example.com', '{}', 'approved', null, 38),
  (8, 'b47e2f10-0000-4000-a000-000000000002', 'Medication Adherence Smart Cap',
   'A bottle cap that records each opening and nudges patients and carers by text when a dose is missed, with a dashboard for pharmacists.',
   'healthcare', 'Pharmacies serving elderly patients on five or more medicines', 'Hardware at cost, monthly service fee per patient',
   'Pillsy, AdhereTech', 400000, '10 months', array['medtech', 'iot', 'elderly-care', 'pharmacy'],
   '', '{}', 'approved', null, 35),
  (9, 'a9d1c3e5-0000-4000-a000-000000000001', 'Language Exchange by Voice Notes',
   'Pairs learners with native speakers for asynchronous voice-note conversations, with AI hints and corrections between messages.',
   'education', 'Adult language learners who cannot commit to live lessons', 'Freemium with a monthly premium plan',
   'Tandem, HelloTalk', 300000, '6 months', array['language-learning', 'ai', 'social', 'mobile'],
   'https://voicexchange.example.com', '{"instagram": "https://instagram.com/voicexchange"}', 'approved', null, 30),
  (10, 'c2f8a6d4-0000-4000-a000-000000000003', 'Live Music Venue Ticket Resale Guard',
   'A resale platform for small venues that caps resale prices, verifies fans and shares any resale margin with the artists.',
   'entertainment', 'Independent venues and promoters of 200-2 000 capacity shows', 'Booking fee on every resale',
   'Twickets, Dice', 600000, '8 months', array['music', 'ticketing', 'fair-resale', 'events', 'artists'],
   '', '{}', 'approved', null, 27),
  (11, 'b47e2f10-0000-4000-a000-000000000002', 'Low-Code API Testing for QA Teams',
   'A visual tool that records real API traffic and turns it into maintainable regression suites that testers can edit without writing code.',
   'technology', 'QA teams in mid-size software companies', 'Per-seat subscription with a free community edition',
   'Postman, Katalon', 900000, '9 months', array['testing', 'api', 'low-code', 'devtools', 'qa', 'automation', 'saas'],
   'https://apitest.example.com', '{}', 'approved', null, 24),
  (12, 'c2f8a6d4-0000-4000-a000-000000000003', 'Food Waste Marketplace for Bakeries',
   'An end-of-day marketplace where bakeries sell surplus bread and pastries at a discount to nearby customers and food banks.',
   'other', 'Independent bakeries and their neighbourhoods', 'Commission per sold bag plus a bakery subscription',
   'Too Good To Go', 120000, '5 months', array['food-waste', 'marketplace', 'local'],
   '', '{}', 'approved', null, 20),
  (13, (select id::text from demo_users where email = 'rater01@example.com'), 'Mental Health Check-ins for Shift Workers',
   'Short, anonymous mood check-ins for nurses and factory shift workers, with aggregated early warnings for managers and one-tap access to counselling.',
   'healthcare', 'Hospitals and factories with 500+ shift workers', 'Annual enterprise licence per employee',
   'Lyra Health, Spring Health', 350000, '7 months', array['mental-health', 'workplace', 'wellbeing'],
   '', '{}', 'approved', null, 16),
  (14, 'b47e2f10-0000-4000-a000-000000000002', 'Micro-Pensions for Gig Workers',
   'Rounds up every gig payout and invests the change into a portable pension pot that follows the worker across platforms.',
   'finance', 'Delivery and ride-hailing workers', 'Small annual management fee on assets',
   'Nest, Wealthsimple', 1500000, '14 months including regulatory approval', array['fintech', 'pensions', 'gig-economy', 'savings'],
   '', '{}', 'approved', null, 12),
  (15, 'c2f8a6d4-0000-4000-a000-000000000003', 'Interactive Documentary Builder',
   'Lets documentary makers publish branching, interactive stories to the web with analytics on which paths viewers choose.',
   'entertainment', 'Independent documentary makers and newsrooms', 'Subscription per published project',
   'Klynt, Eko', 200000, '6 months', array['media', 'storytelling', 'video'],
   'https://interdoc.example.com', '{}', 'approved', null, 8),
  (16, 'b47e2f10-0000-4000-a000-000000000002', 'Coding Bootcamp Outcome Tracker',
   'Verifies bootcamp graduates'' job outcomes through payroll data so students can compare programmes on honest, audited placement figures.',
   'education', 'Prospective bootcamp students and the bootcamps themselves', 'Listing fee for bootcamps, free for students',
   'Course Report, CIRR', 180000, '5 months', array['education', 'transparency', 'careers'],
   '', '{}', 'approved', null, 5),
  (17, 'c2f8a6d4-0000-4000-a000-000000000003', 'Drone Inspection for Solar Farms',
   'Autonomous drones fly thermal inspections of solar farms every week and flag failing panels before they cut the farm''s output.',
   'technology', 'Operators of solar farms above 5 MW', 'Per-megawatt annual inspection contract',
   'Raptor Maps, Heliolytics', 2500000, '12 months', array['drones', 'energy', 'solar', 'computer-vision'],
   '', '{}', 'pending', null, 3),
  (18, 'b47e2f10-0000-4000-a000-000000000002', 'Allergy-Safe Restaurant Finder',
   'Crowd-verified allergen information for restaurant menus, with filters for fourteen major allergens and alerts when a menu changes.',
   'other', 'People with food allergies and their families', 'Freemium app plus paid verified listings for restaurants',
   'AllergyEats', 90000, '4 months', array['food', 'health', 'consumer'],
   '', '{}', 'pending', null, 2),
  (19, 'c2f8a6d4-0000-4000-a000-000000000003', 'Peer Tutoring Credits',
   'Students earn credits by tutoring peers in subjects they master and spend them on help in the subjects they find hard, moderated by teachers.',
   'education', 'Secondary schools and universities', 'School licence per student per year',
   '', 60000, '3 months', array['peer-learning', 'schools'],
   '', '{}', 'pending', null, 1),
  (20, 'c2f8a6d4-0000-4000-a000-000000000003', 'Crypto Lottery Rewards App',
   'A shopping rewards app that pays cashback as tickets in a weekly crypto lottery, with bigger prizes for shoppers who invite friends.',
   'finance', 'Young online shoppers', 'Share of merchant cashback and token issuance',
   '', 1000000, '2 months', array['crypto', 'rewards'],
   '', '{}', 'rejected', 'Lottery mechanics fall under gambling law; please describe how the model is licensed.', 10),
  (21, 'b47e2f10-0000-4000-a000-000000000002', 'Smart Mirror Fitness Classes',
   'A wall mirror with a built-in display that streams fitness classes and tracks reps with a camera.',
   'healthcare', 'Home fitness enthusiasts', 'Hardware sale plus monthly class subscription',
   'Mirror, Tonal', 3000000, '18 months', array['fitness', 'hardware'],
   '', '{}', 'rejected', null, 9)
) as v(n, author_id, title, description, category, target_market, business_model, competitors, funding, timeline, tags,
       website, social, status, reason, age);

/* Ratings: every approved idea gets between 3 and 20 ratings; the first few are rated by everyone */

insert into public.ratings (idea_id, user_id, market_demand, innovation, competition, is_anonymous, created_at)
select
  i.id,
  u.id,
  (35 + (i.idea_n * 37 + u.user_n * 53) % 66)::smallint,
  (30 + (i.idea_n * 41 + u.user_n * 29) % 71)::smallint,
  (25 + (i.idea_n * 23 + u.user_n * 61) % 76)::smallint,
  (i.idea_n + u.user_n) % 5 = 0,
  i.created_at + make_interval(hours => (u.user_n * 7)::integer)
from (
  select id, author_id, created_at, row_number() over (order by created_at) as idea_n
  from public.ideas where status = 'approved'
) as i
join (
  select id, row_number() over (order by email) as user_n from demo_users
) as u on u.id <> i.author_id
where u.user_n <= greatest(3, 23 - i.idea_n * 2) or i.idea_n <= 4;
