/*
 * Roadmap: the public product roadmap of the spec (section 4), with its content.
 *
 * Affects: public.roadmap_items (new, with rows).
 * Rules enforced here: everyone reads the roadmap; only administrators change it.
 * Nothing destructive.
 */

/* Section - roadmap_items */

create table public.roadmap_items (
  id bigint generated always as identity primary key,
  quarter text not null check (char_length(btrim(quarter)) between 1 and 20), -- e.g. 'Q4 2025'
  theme text not null check (char_length(btrim(theme)) between 1 and 60), -- e.g. 'Foundation'
  label text not null check (char_length(btrim(label)) between 1 and 200),
  status text not null check (status in ('done', 'in_progress', 'planned')),
  position integer not null unique, -- display order across the whole roadmap
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.roadmap_items is 'Items of the public roadmap, grouped by quarter, in position order.';

alter table public.roadmap_items enable row level security;

revoke all on public.roadmap_items from anon, authenticated;
grant select on public.roadmap_items to anon, authenticated;
grant insert (quarter, theme, label, status, position), update (quarter, theme, label, status, position), delete
  on public.roadmap_items to authenticated;
grant all on public.roadmap_items to service_role;

create trigger roadmap_items_set_updated_at
  before update on public.roadmap_items
  for each row execute function private.set_updated_at();

/* Section - policies */

-- SELECT(roadmap_items) anon: the roadmap is public.
create policy "visitors can read the roadmap"
  on public.roadmap_items for select to anon
  using (true);

-- SELECT(roadmap_items) authenticated: the roadmap is public.
create policy "members can read the roadmap"
  on public.roadmap_items for select to authenticated
  using (true);

-- INSERT(roadmap_items) authenticated: administrators only.
create policy "administrators can add roadmap items"
  on public.roadmap_items for insert to authenticated
  with check ((select private.is_admin()));

-- UPDATE(roadmap_items) authenticated: administrators only.
create policy "administrators can edit roadmap items"
  on public.roadmap_items for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- DELETE(roadmap_items) authenticated: administrators only.
create policy "administrators can remove roadmap items"
  on public.roadmap_items for delete to authenticated
  using ((select private.is_admin()));

/* Section - content (product-spec section 4) */

insert into public.roadmap_items (quarter, theme, label, status, position) values
  ('Q4 2025', 'Foundation', 'Admin user management', 'done', 1),
  ('Q4 2025', 'Foundation', 'Idea approval workflow', 'done', 2),
  ('Q4 2025', 'Foundation', 'Authentication hardening', 'in_progress', 3),
  ('Q4 2025', 'Foundation', 'Public product roadmap', 'in_progress', 4),
  ('Q1 2026', 'Growth', 'Team/Org accounts', 'planned', 5),
  ('Q1 2026', 'Growth', 'Idea collections & tags 2.0', 'planned', 6),
  ('Q1 2026', 'Growth', 'Advanced search & filters', 'planned', 7),
  ('Q1 2026', 'Growth', 'Email notifications & digests', 'planned', 8),
  ('Q2 2026', 'Monetization', 'Premium tiers & billing', 'planned', 9),
  ('Q2 2026', 'Monetization', 'Private idea sharing', 'planned', 10),
  ('Q2 2026', 'Monetization', 'Export to deck (PDF/Notion)', 'planned', 11),
  ('Q3 2026', 'AI Assist', 'AI rating explanations', 'planned', 12),
  ('Q3 2026', 'AI Assist', 'AI idea refinement', 'planned', 13),
  ('Q3 2026', 'AI Assist', 'AI landing page v2', 'planned', 14);
