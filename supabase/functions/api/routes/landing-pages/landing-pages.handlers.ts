// The handlers of the landing-page endpoints. Each page call of a member runs as that member: a page that is not
// theirs is not found (404), a change the database refuses for a member who is not premium is a 403.
import { asCaller } from '../../../_shared/db.ts';
import { accountGone, forbidden, notFound } from '../../../_shared/errors.ts';
import { ok, queryObject, readJson, validate } from '../../../_shared/http.ts';
import { LANDING_BOUNDS, type LandingPage, type PublicLandingPage, type WaitlistReport } from '../../../_shared/schemas/landing-pages.ts';
import { isUuid, signedIn, type Ctx } from '../common/context.ts';
import { requireAccount } from '../common/guards.ts';
import { AI_FALLBACK_NOTICE, aiDraft, aiSettings } from './ai-draft.ts';
import { slugCandidates, templateDraft, type DraftIdea } from './draft.ts';
import * as routes from './landing-pages.routes.ts';
import * as sql from './landing-pages.sql.ts';

export const PREMIUM_NEEDED = 'Landing pages are a premium feature. Upgrade to premium to create one.';
/** The database's own text (trigger landing_pages_check_update), said before the body is read. */
export const PREMIUM_LAPSED =
  'Landing pages need a premium membership: this page can be unpublished or deleted, not changed.';
const PAGE_NOT_FOUND = 'Landing page not found';

function toPage(row: sql.PageRow): LandingPage {
  return {
    id: row.id,
    ideaId: row.idea_id,
    ideaTitle: row.idea_title,
    slug: row.slug,
    tone: row.tone,
    content: row.content,
    draftedBy: row.drafted_by,
    publishedAt: row.published_at?.toISOString() ?? null,
    editable: row.editable,
    waitlistCount: row.waitlist_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function pageId(c: Ctx): string {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw notFound(PAGE_NOT_FOUND);
  return id;
}

export async function list(c: Ctx) {
  const rows = await asCaller(signedIn(c), (tx) => sql.listPages(tx));
  return ok(c, rows.map(toPage));
}

export async function get(c: Ctx) {
  const id = pageId(c);
  const row = await asCaller(signedIn(c), (tx) => sql.findPage(tx, id));
  if (!row) throw notFound(PAGE_NOT_FOUND);
  return ok(c, toPage(row));
}

export async function create(c: Ctx) {
  const caller = signedIn(c);
  await requireAccount(caller, accountGone());
  if (!(await asCaller(caller, (tx) => sql.isPremium(tx)))) throw forbidden(PREMIUM_NEEDED);
  const input = validate(routes.create.body.schema, await readJson(c));
  const idea = await asCaller(caller, (tx) => sql.findIdeaForDraft(tx, input.ideaId));
  if (!idea) throw notFound('Idea not found');
  if (idea.author_id !== caller.userId) throw forbidden('You can only make landing pages of your own ideas.');

  const source: DraftIdea = {
    title: idea.title,
    description: idea.description,
    category: idea.category,
    targetMarket: idea.target_market,
    businessModel: idea.business_model,
    competitors: idea.competitors,
  };
  // The model is asked outside any transaction: no connection is held while it thinks.
  const settings = aiSettings();
  const fromModel = settings ? await aiDraft(settings, source, input.tone) : null;
  const content = fromModel ?? templateDraft(source, input.tone);
  const row = await asCaller(caller, async (tx) => {
    const id = await sql.insertPage(
      tx,
      { ideaId: idea.id, tone: input.tone, content, draftedBy: fromModel ? 'ai' : 'template' },
      slugCandidates(idea.title),
    );
    return (await sql.findPage(tx, id))!;
  });
  const body: Record<string, unknown> = { success: true, data: toPage(row), message: routes.create.message };
  if (settings && !fromModel) body.meta = { notice: AI_FALLBACK_NOTICE };
  return c.json(body, 201);
}

export async function update(c: Ctx) {
  const caller = signedIn(c);
  const id = pageId(c);
  const found = await asCaller(caller, (tx) => sql.findPage(tx, id));
  if (!found) throw notFound(PAGE_NOT_FOUND);
  if (!found.editable) throw forbidden(PREMIUM_LAPSED);
  const input = validate(routes.update.body.schema, await readJson(c));
  const row = await asCaller(caller, async (tx) => {
    if (!(await sql.savePage(tx, id, input.slug, input.content))) throw notFound(PAGE_NOT_FOUND);
    return (await sql.findPage(tx, id))!;
  });
  return ok(c, toPage(row), 200, routes.update.message);
}

async function setPublished(c: Ctx, published: boolean, message: string) {
  const id = pageId(c);
  const row = await asCaller(signedIn(c), async (tx) => {
    if (!(await sql.setPublished(tx, id, published))) throw notFound(PAGE_NOT_FOUND);
    return (await sql.findPage(tx, id))!;
  });
  return ok(c, toPage(row), 200, message);
}

export const publish = (c: Ctx) => setPublished(c, true, routes.publish.message);
export const unpublish = (c: Ctx) => setPublished(c, false, routes.unpublish.message);

export async function remove(c: Ctx) {
  const id = pageId(c);
  const gone = await asCaller(signedIn(c), (tx) => sql.deletePage(tx, id));
  if (!gone) throw notFound(PAGE_NOT_FOUND);
  return ok(c, { id }, 200, routes.remove.message);
}

/** A CSV cell: quoted when needed; one starting with = + - @ (or a tab or return) is read as text by spreadsheets. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export async function waitlist(c: Ctx) {
  const id = pageId(c);
  const caller = signedIn(c);
  const page = await asCaller(caller, (tx) => sql.findPage(tx, id));
  if (!page) throw notFound(PAGE_NOT_FOUND);
  const { format } = validate(routes.waitlist.query, queryObject(c));
  const [signups, perDay] = await asCaller(caller, (tx) =>
    Promise.all([sql.waitlistSignups(tx, id), sql.waitlistPerDay(tx, id)]),
  );
  if (format === 'csv') {
    const lines = ['email,signed_up_at', ...signups.map((s) => `${csvCell(s.email)},${s.created_at.toISOString()}`)];
    return c.body(`${lines.join('\r\n')}\r\n`, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="waitlist-${page.slug}.csv"`,
    });
  }
  const report: WaitlistReport = {
    signups: signups.map((s) => ({ email: s.email, createdAt: s.created_at.toISOString() })),
    perDay,
  };
  return ok(c, report);
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function slugParam(c: Ctx): string {
  const slug = c.req.param('slug') ?? '';
  if (slug.length < LANDING_BOUNDS.slug.min || slug.length > LANDING_BOUNDS.slug.max || !SLUG.test(slug)) {
    throw notFound(PAGE_NOT_FOUND);
  }
  return slug;
}

export async function publicPage(c: Ctx) {
  const slug = slugParam(c);
  const row = await asCaller(c.get('caller'), (tx) => sql.publicPage(tx, slug));
  if (!row) throw notFound(PAGE_NOT_FOUND);
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
    publishedAt: row.published_at.toISOString(),
  };
  return ok(c, page);
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

export async function join(c: Ctx) {
  const slug = slugParam(c);
  const caller = c.get('caller');
  if (!(await asCaller(caller, (tx) => sql.publicPage(tx, slug)))) throw notFound(PAGE_NOT_FOUND);
  const input = validate(routes.join.body.schema, await readJson(c));
  const key = await clientKey(c);
  await asCaller(caller, (tx) => sql.joinWaitlist(tx, slug, input.email, key));
  return ok(c, { slug }, 200, routes.join.message);
}
