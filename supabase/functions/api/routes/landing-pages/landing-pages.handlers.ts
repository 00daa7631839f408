// The handlers of the landing-page endpoints. Each page call of a member runs as that member: a page that is not
// theirs is not found (404), a change the database refuses for a member who is not premium is a 403.
import { forbidden, notFound } from '../../../_shared/errors.ts';
import { iso } from '../../../_shared/schemas/api.ts';
import type { LandingPage, PublicLandingPage, WaitlistReport } from '../../../_shared/schemas/landing-pages.ts';
import type { Ctx } from '../common/context.ts';
import { IDEA_NOT_FOUND } from '../common/messages.ts';
import { reply, type Input } from '../common/mount.ts';
import { AI_FALLBACK_NOTICE, aiDraft, aiSettings } from './ai-draft.ts';
import { slugCandidates, templateDraft, type DraftIdea } from './draft.ts';
import * as routes from './landing-pages.routes.ts';
import * as sql from './landing-pages.sql.ts';
import { isDeclaredBot, statsOf } from './views.ts';

export const PREMIUM_NEEDED = 'Landing pages are a premium feature. Upgrade to premium to create one.';
/** The database's own text (trigger landing_pages_check_update), said before the body is read. */
export const PREMIUM_LAPSED =
  'Landing pages need a premium membership: this page can be unpublished or deleted, not changed.';

const toPage = (row: sql.PageRow): LandingPage => ({
  id: row.id,
  ideaId: row.idea_id,
  ideaTitle: row.idea_title,
  slug: row.slug,
  tone: row.tone,
  content: row.content,
  draftedBy: row.drafted_by,
  publishedAt: row.published_at && iso(row.published_at),
  editable: row.editable,
  waitlistCount: row.waitlist_count,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

export async function list(c: Ctx, { tx }: Input<typeof routes.list>) {
  const rows = await tx((t) => sql.listPages(t));
  return reply(c, routes.list, rows.map(toPage));
}

export async function get(c: Ctx, { params, tx }: Input<typeof routes.get>) {
  const row = await tx((t) => sql.findPage(t, params.id));
  if (!row) throw notFound(routes.get.notFound);
  return reply(c, routes.get, toPage(row));
}

/**
 * Two transactions: the model is asked between them, so that no connection is held while it thinks. The second
 * one's insert is still the member's own, under the policies and the foreign key to their profile. The first only
 * reads, so it leaves the Idempotency-Key to the second: a failure there that wrote nothing (a write limit, a
 * timeout) is not kept for the retry.
 */
export async function create(c: Ctx, { caller, body, tx, read }: Input<typeof routes.create>) {
  const { idea, input } = await read(async (t) => {
    if (!(await sql.isPremium(t))) throw forbidden(PREMIUM_NEEDED);
    const valid = await body();
    const found = await sql.findIdeaForDraft(t, valid.ideaId);
    if (!found) throw notFound(IDEA_NOT_FOUND);
    if (found.author_id !== caller.userId) throw forbidden('You can only make landing pages of your own ideas.');
    return { idea: found, input: valid };
  });

  const source: DraftIdea = {
    title: idea.title,
    description: idea.description,
    category: idea.category,
    targetMarket: idea.target_market,
    businessModel: idea.business_model,
    competitors: idea.competitors,
  };
  const settings = aiSettings();
  const fromModel = settings ? await aiDraft(settings, source, input.tone) : null;
  const content = fromModel ?? templateDraft(source, input.tone);
  const row = await tx(async (t) => {
    const id = await sql.insertPage(
      t,
      { ideaId: idea.id, tone: input.tone, content, draftedBy: fromModel ? 'ai' : 'template' },
      slugCandidates(idea.title),
    );
    return (await sql.findPage(t, id))!;
  });
  return reply(c, routes.create, toPage(row), settings && !fromModel ? { notice: AI_FALLBACK_NOTICE } : undefined);
}

export async function update(c: Ctx, { params, body, tx }: Input<typeof routes.update>) {
  const row = await tx(async (t) => {
    const found = await sql.findPage(t, params.id);
    if (!found) throw notFound(routes.update.notFound);
    if (!found.editable) throw forbidden(PREMIUM_LAPSED);
    const input = await body();
    if (!(await sql.savePage(t, params.id, input.slug, input.content))) throw notFound(routes.update.notFound);
    return (await sql.findPage(t, params.id))!;
  });
  return reply(c, routes.update, toPage(row));
}

async function setPublished(
  c: Ctx,
  route: typeof routes.publish | typeof routes.unpublish,
  { params, tx }: Pick<Input<typeof route>, 'params' | 'tx'>,
  published: boolean,
) {
  const row = await tx(async (t) => {
    if (!(await sql.setPublished(t, params.id, published))) throw notFound(route.notFound);
    // Read again: the trigger dated the publication, and the answer carries the page's counts.
    return (await sql.findPage(t, params.id))!;
  });
  return reply(c, route, toPage(row));
}

export const publish = (c: Ctx, input: Input<typeof routes.publish>) => setPublished(c, routes.publish, input, true);
export const unpublish = (c: Ctx, input: Input<typeof routes.unpublish>) =>
  setPublished(c, routes.unpublish, input, false);

export async function remove(c: Ctx, { params, tx }: Input<typeof routes.remove>) {
  const gone = await tx((t) => sql.deletePage(t, params.id));
  if (!gone) throw notFound(routes.remove.notFound);
  return reply(c, routes.remove, { id: params.id });
}

/** A CSV cell: quoted when needed; one starting with = + - @ (or a tab or return) is read as text by spreadsheets. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export async function waitlist(c: Ctx, { params, query, tx }: Input<typeof routes.waitlist>) {
  const { page, signups, perDay } = await tx(async (t) => {
    const page = await sql.findPage(t, params.id);
    if (!page) throw notFound(routes.waitlist.notFound);
    const [signups, perDay] = await Promise.all([
      sql.waitlistSignups(t, params.id),
      sql.waitlistPerDay(t, params.id),
    ]);
    return { page, signups, perDay };
  });
  if (query.format === 'csv') {
    const lines = ['email,signed_up_at', ...signups.map((s) => `${csvCell(s.email)},${iso(s.created_at)}`)];
    return c.body(`${lines.join('\r\n')}\r\n`, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="waitlist-${page.slug}.csv"`,
    });
  }
  const report: WaitlistReport = {
    signups: signups.map((s) => ({ email: s.email, createdAt: iso(s.created_at) })),
    perDay,
  };
  return reply(c, routes.waitlist, report);
}

export async function stats(c: Ctx, { params, tx }: Input<typeof routes.stats>) {
  const days = await tx((t) => sql.pageStats(t, params.id));
  if (days.length === 0) throw notFound(routes.stats.notFound);
  return reply(c, routes.stats, statsOf(days));
}

/** A bot's view is not counted, but its answer for a missing page is the same 404. */
export async function countView(c: Ctx, { params, tx }: Input<typeof routes.countView>) {
  const counted = await tx(async (t) => {
    if (!isDeclaredBot(c.req.raw.headers)) return await sql.countView(t, params.slug);
    if (!(await sql.isPublished(t, params.slug))) throw notFound(routes.countView.notFound);
    return false;
  });
  return reply(c, routes.countView, { counted });
}

export async function publicPage(c: Ctx, { params, tx }: Input<typeof routes.publicPage>) {
  const row = await tx((t) => sql.publicPage(t, params.slug));
  if (!row) throw notFound(routes.publicPage.notFound);
  const page: PublicLandingPage = {
    slug: row.slug,
    content: row.content,
    verdict:
      row.leaderboard_rank === null
        ? null
        : {
            marketDemand: row.market_demand_score!,
            innovation: row.innovation_score!,
            competition: row.competition_score!,
            finalScore: row.final_score!,
            ratingCount: row.rating_count!,
            rank: row.leaderboard_rank,
          },
    publishedAt: iso(row.published_at),
  };
  return reply(c, routes.publicPage, page);
}

/**
 * Who is joining, for the rate limit: a hash of the client's address, never the address itself. Hosted projects
 * sit behind Cloudflare, which sets cf-connecting-ip and overwrites any a client sends; elsewhere the last
 * x-forwarded-for entry is the one the nearest proxy (the gateway) added.
 */
async function clientKey(c: Ctx): Promise<string> {
  const forwarded = c.req.header('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean) ?? [];
  const address = c.req.header('cf-connecting-ip')?.trim() || forwarded.at(-1) || 'unknown';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`waitlist:${address}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function join(c: Ctx, { params, body, tx }: Input<typeof routes.join>) {
  const { slug } = params;
  const key = await clientKey(c);
  await tx(async (t) => {
    if (!(await sql.publicPage(t, slug))) throw notFound(routes.join.notFound);
    const input = await body();
    await sql.joinWaitlist(t, slug, input.email, key);
  });
  return reply(c, routes.join, { slug });
}
