// The SQL of the landing-page endpoints. Every statement runs as the caller: the policies decide which pages are
// seen and changed, the trigger refuses edits once the owner is not premium, and the public page and the waitlist
// join go through private.get_public_landing_page and private.join_waitlist, a view through
// private.count_landing_page_view, the owner's stats through private.landing_page_stats.
import type postgres from 'postgres';
import type { FunctionReturns, Tables } from '../../../_shared/database.types.ts';
import type { Dated, MaybeNull } from '../../../_shared/pg-rows.ts';
import type { LandingDrafter, LandingTone } from '../../../_shared/schemas/constants.ts';
import type { LandingContent } from '../../../_shared/schemas/landing-pages.ts';
import type { IdeaRow } from '../common/ideas.sql.ts';

export type PageRow = Dated<
  Pick<Tables<'landing_pages'>, 'id' | 'idea_id' | 'slug' | 'published_at' | 'created_at' | 'updated_at'>,
  'published_at' | 'created_at' | 'updated_at'
> & {
  idea_title: Tables<'ideas'>['title'];
  // The check constraints let only these in (tests/stack/database-lists.test.ts).
  tone: LandingTone;
  drafted_by: LandingDrafter;
  // The check (private.is_landing_content) lets only this shape in.
  content: LandingContent;
  editable: boolean;
  waitlist_count: number;
};

const PAGE_COLUMNS = `lp.id, lp.idea_id, i.title as idea_title, lp.slug, lp.tone, lp.content, lp.drafted_by,
  lp.published_at, private.is_premium() as editable,
  (select count(*)::int from public.waitlist_signups as w where w.page_id = lp.id) as waitlist_count,
  lp.created_at, lp.updated_at`;
const PAGE_FROM = 'from public.landing_pages as lp join public.ideas as i on i.id = lp.idea_id';

/** The caller's pages, newest first. */
export function listPages(tx: postgres.TransactionSql) {
  return tx.unsafe<PageRow[]>(`select ${PAGE_COLUMNS} ${PAGE_FROM} order by lp.created_at desc, lp.id`);
}

/** One of the caller's pages; null for anyone else's (the policy hides it). */
export async function findPage(tx: postgres.TransactionSql, id: string): Promise<PageRow | null> {
  const rows = await tx.unsafe<PageRow[]>(`select ${PAGE_COLUMNS} ${PAGE_FROM} where lp.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function isPremium(tx: postgres.TransactionSql): Promise<boolean> {
  const [row] = await tx<{ premium: boolean }[]>`select private.is_premium() as premium`;
  return row!.premium;
}

/** The idea's columns a draft is made of. */
export type DraftIdeaRow = Pick<
  IdeaRow,
  | 'id'
  | 'author_id'
  | 'title'
  | 'description'
  | 'category'
  | 'target_market'
  | 'business_model'
  | 'competitors'
  | 'funding_needed'
  | 'timeline'
  | 'tags'
>;

/** An idea the caller can see, with what a draft is made of; null when hidden or missing. */
export async function findIdeaForDraft(tx: postgres.TransactionSql, id: string): Promise<DraftIdeaRow | null> {
  const rows = await tx<DraftIdeaRow[]>`
    select id, author_id, title, description, category, target_market, business_model, competitors,
           funding_needed::float8 as funding_needed, timeline, tags
    from public.ideas where id = ${id}`;
  return rows[0] ?? null;
}

export interface NewPage {
  ideaId: string;
  tone: LandingTone;
  content: LandingContent;
  draftedBy: LandingDrafter;
}

const SLUG_TAKEN = 'landing_pages_slug_key';

/**
 * Inserts the page under the first free address of `candidates` (each tried in a savepoint, so a taken one only
 * rolls back its own attempt). Other members' addresses are invisible to the caller: the unique key tells.
 */
export async function insertPage(tx: postgres.TransactionSql, page: NewPage, candidates: string[]): Promise<string> {
  for (const slug of candidates) {
    try {
      const [row] = await tx.savepoint((sp) => sp<{ id: string }[]>`
        insert into public.landing_pages (idea_id, slug, tone, content, drafted_by)
        values (${page.ideaId}, ${slug}, ${page.tone}, ${tx.json(page.content as never)}, ${page.draftedBy})
        returning id`);
      return row!.id;
    } catch (error) {
      if ((error as { constraint_name?: string }).constraint_name !== SLUG_TAKEN) throw error;
    }
  }
  throw new Error('no free landing page address among the candidates');
}

/** False when the policy hid the row. */
export async function savePage(tx: postgres.TransactionSql, id: string, slug: string, content: LandingContent) {
  const rows = await tx`
    update public.landing_pages set slug = ${slug}, content = ${tx.json(content as never)} where id = ${id}
    returning id`;
  return rows.length > 0;
}

/** The trigger dates a publication and refuses it once the owner is not premium. */
export async function setPublished(tx: postgres.TransactionSql, id: string, published: boolean) {
  const rows = published
    ? await tx`update public.landing_pages set published_at = now() where id = ${id} returning id`
    : await tx`update public.landing_pages set published_at = null where id = ${id} returning id`;
  return rows.length > 0;
}

export async function deletePage(tx: postgres.TransactionSql, id: string): Promise<boolean> {
  const rows = await tx`delete from public.landing_pages where id = ${id} returning id`;
  return rows.length > 0;
}

export type SignupRow = Dated<Pick<Tables<'waitlist_signups'>, 'email' | 'created_at'>, 'created_at'>;

/** The page's sign-ups, newest first: the policy shows them to the page's owner only. */
export function waitlistSignups(tx: postgres.TransactionSql, pageId: string) {
  return tx<SignupRow[]>`
    select email, created_at from public.waitlist_signups where page_id = ${pageId}
    order by created_at desc, id`;
}

/** Sign-ups per UTC day, oldest first. */
export function waitlistPerDay(tx: postgres.TransactionSql, pageId: string) {
  return tx<{ day: string; count: number }[]>`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as count
    from public.waitlist_signups where page_id = ${pageId}
    group by 1 order by 1`;
}

type PublicPage = FunctionReturns<{ schema: 'private' }, 'get_public_landing_page'>[number];

/** The verdict's columns are null while the idea is not approved; scores read as float8, the rank as int. */
export type PublicPageRow = MaybeNull<
  Dated<Omit<PublicPage, 'content'>, 'published_at'>,
  'market_demand_score' | 'innovation_score' | 'competition_score' | 'final_score' | 'rating_count' | 'leaderboard_rank'
> & {
  // The check (private.is_landing_content) lets only this shape in.
  content: LandingContent;
};

export async function publicPage(tx: postgres.TransactionSql, slug: string): Promise<PublicPageRow | null> {
  const rows = await tx<PublicPageRow[]>`
    select slug, content, published_at, market_demand_score::float8 as market_demand_score,
           innovation_score::float8 as innovation_score, competition_score::float8 as competition_score,
           final_score::float8 as final_score, rating_count, leaderboard_rank::int as leaderboard_rank
    from private.get_public_landing_page(${slug})`;
  return rows[0] ?? null;
}

/** Answers nothing either way: a repeat join looks like the first. */
export async function joinWaitlist(tx: postgres.TransactionSql, slug: string, email: string, clientKey: string) {
  await tx`select private.join_waitlist(${slug}, ${email}, ${clientKey})`;
}

/** Whether the view was counted; a draft or an unknown address raises 'Landing page not found' (P0002, a 404). */
export async function countView(tx: postgres.TransactionSql, slug: string): Promise<boolean> {
  const [row] = await tx<{ counted: boolean }[]>`select private.count_landing_page_view(${slug}) as counted`;
  return row!.counted;
}

/** Whether a published page has this address, without the verdict's reads. */
export async function isPublished(tx: postgres.TransactionSql, slug: string): Promise<boolean> {
  const rows = await tx`select 1 from private.get_public_landing_page(${slug})`;
  return rows.length > 0;
}

type StatsDay = FunctionReturns<{ schema: 'private' }, 'landing_page_stats'>[number];

/** 30 rows, oldest first, for the page's owner or an administrator; none for anyone else. */
export function pageStats(tx: postgres.TransactionSql, pageId: string) {
  return tx<StatsDay[]>`
    select to_char(day, 'YYYY-MM-DD') as day, views, signups from private.landing_page_stats(${pageId})`;
}
