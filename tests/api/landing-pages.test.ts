// Landing pages: GET/POST /api/landing-pages, GET/PUT/DELETE /api/landing-pages/{id}, .../publish, .../unpublish,
// .../waitlist (JSON and CSV), the public GET /api/p/{slug} and POST /api/p/{slug}/waitlist, and
// PUT /api/admin/users/{id}/tier. Every refusal: signed out 401, someone else's page 404, free member 403, a page
// whose owner is no longer premium frozen (403) but online, bad bodies 422, a taken address 409, 429 past 5 joins a
// minute. The model's draft runs against a chat-completions server of this file, on a stack of its own.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayStack, type ThrowawayStack } from '../../stack/index.ts';
import { passwordSignIn } from '../support/accounts.ts';
import { request } from '../support/request.ts';
import {
  api,
  apiPath,
  approvedIdea,
  expectError,
  expectInvalid,
  expectOk,
  type Member,
  newMember,
  SEED,
  seedIdea,
  signInAdmin,
  sql,
  submitIdea,
} from './support.ts';

const KINDS = [
  'hero',
  'problem',
  'solution',
  'audience',
  'business_model',
  'difference',
  'verdict',
  'waitlist',
];
const PREMIUM_NEEDED = 'Landing pages are a premium feature. Upgrade to premium to create one.';
const PREMIUM_LAPSED =
  'Landing pages need a premium membership: this page can be unpublished or deleted, not changed.';
const AI_NOTICE = 'The AI draft was not available, so this page was drafted from a template.';

interface Section {
  kind: string;
  hidden: boolean;
  heading: string;
  body: string;
}
interface Content {
  title: string;
  description: string;
  accent: string;
  mode: 'light' | 'dark';
  sections: Section[];
}
interface Page {
  id: string;
  ideaId: string;
  ideaTitle: string;
  slug: string;
  tone: string;
  content: Content;
  draftedBy: 'ai' | 'template';
  publishedAt: string | null;
  editable: boolean;
  waitlistCount: number;
  createdAt: string;
  updatedAt: string;
}
interface PublicPage {
  slug: string;
  content: Content;
  verdict: null | {
    marketDemand: number;
    innovation: number;
    competition: number;
    finalScore: number;
    ratingCount: number;
    rank: number;
  };
  publishedAt: string;
}

let admin: Member;
let owner: Member;
let other: Member;
let free: Member;
let idea: { id: string; title: string };

async function setTier(member: Member, tier: 'free' | 'premium') {
  expectOk(
    await api(`/admin/users/${member.id}/tier`, { token: admin.token, method: 'PUT', json: { tier } }),
  );
}

async function premiumMember(label: string): Promise<Member> {
  const member = await newMember(label);
  await setTier(member, 'premium');
  return member;
}

const draft = (token: string | undefined, json: unknown) => api<Page>('/landing-pages', { token, json });
const save = (id: string, token: string | undefined, json: unknown) =>
  api<Page>(`/landing-pages/${id}`, { token, method: 'PUT', json });
const join = (slug: string, json: unknown, client = 'default') =>
  api<{ slug: string }>(`/p/${slug}/waitlist`, { json, headers: { 'cf-connecting-ip': client } });
let clients = 0;
/** A client address of its own, so each test's joins count apart from the others'. */
const newClient = () => `198.51.100.${++clients}`;

function expectValidContent(content: Content) {
  expect(content.title.length).toBeGreaterThan(0);
  expect(content.title.length).toBeLessThanOrEqual(70);
  expect(content.description.length).toBeLessThanOrEqual(200);
  expect(content.accent).toMatch(/^#[0-9a-f]{6}$/i);
  expect(content.sections.map((s) => s.kind)).toEqual(KINDS);
  for (const section of content.sections) {
    expect(section.heading.length).toBeLessThanOrEqual(160);
    expect(section.body.length).toBeLessThanOrEqual(2000);
  }
}

const section = (content: Content, kind: string) => content.sections.find((s) => s.kind === kind)!;

async function newPage(member: Member, ideaId: string, tone = 'friendly'): Promise<Page> {
  return expectOk<Page>(await draft(member.token, { ideaId, tone }), 201);
}

async function publishedPage(member: Member, ideaId: string): Promise<Page> {
  const page = await newPage(member, ideaId);
  return expectOk<Page>(
    await api(`/landing-pages/${page.id}/publish`, { token: member.token, method: 'POST' }),
  );
}

const pageCount = async (ownerId: string) =>
  Number(
    (
      await sql<{ n: string }>('select count(*) as n from public.landing_pages where owner_id = $1', [
        ownerId,
      ])
    )[0]!.n,
  );

beforeAll(async () => {
  admin = await signInAdmin();
  [owner, other, free] = await Promise.all([
    premiumMember('lp-owner'),
    premiumMember('lp-other'),
    newMember('lp-free'),
  ]);
  idea = await submitIdea(owner, {
    title: 'Solar Roofs for Every Street',
    targetMarket: 'Homeowners in sunny suburbs',
    businessModel: 'Leasing with a monthly fee',
    competitors: 'Big installers with long waiting lists',
  });
});

describe('the tier of a member', () => {
  it('is set by administrators only, before any body is read', async () => {
    const target = await newMember('lp-tier');
    expectError(
      await api(`/admin/users/${target.id}/tier`, { method: 'PUT', json: { tier: 'premium' } }),
      401,
    );
    const refused = expectError(
      await api(`/admin/users/${target.id}/tier`, {
        token: other.token,
        method: 'PUT',
        json: { nonsense: 1 },
      }),
      403,
      'forbidden',
    );
    expect(refused.message).toBe('Only administrators can change subscription tiers');
    expectError(
      await api('/admin/users/not-a-uuid/tier', {
        token: admin.token,
        method: 'PUT',
        json: { tier: 'premium' },
      }),
      404,
    );
    expectError(
      await api('/admin/users/00000000-0000-4000-8000-00000000dead/tier', {
        token: admin.token,
        method: 'PUT',
        json: { tier: 'premium' },
      }),
      404,
      'not_found',
    );
    expectInvalid(
      await api(`/admin/users/${target.id}/tier`, {
        token: admin.token,
        method: 'PUT',
        json: { tier: 'gold' },
      }),
      'tier',
    );
    const [before] = await sql<{ tier: string }>(
      'select subscription_tier as tier from public.profiles where id = $1',
      [target.id],
    );
    expect(before!.tier).toBe('free');

    const answer = await api(`/admin/users/${target.id}/tier`, {
      token: admin.token,
      method: 'PUT',
      json: { tier: 'premium' },
    });
    expect(expectOk(answer)).toEqual({ uid: target.id, subscriptionTier: 'premium' });
    expect(answer.body.message).toBe('Subscription tier changed.');
    const [after] = await sql<{ tier: string }>(
      'select subscription_tier as tier from public.profiles where id = $1',
      [target.id],
    );
    expect(after!.tier).toBe('premium');
  });
});

describe('drafting a page', () => {
  it('refuses visitors, free members and bad bodies, in that order, and writes nothing', async () => {
    expectError(await draft(undefined, { ideaId: idea.id, tone: 'bold' }), 401, 'unauthorized');
    const freeIdea = await submitIdea(free);
    const refused = expectError(
      await draft(free.token, { ideaId: freeIdea.id, tone: 'bold' }),
      403,
      'forbidden',
    );
    expect(refused.message).toBe(PREMIUM_NEEDED);
    // A free member is refused whatever the body says.
    expect(expectError(await draft(free.token, { nonsense: true }), 403).message).toBe(PREMIUM_NEEDED);
    expect(await pageCount(free.id)).toBe(0);

    expectInvalid(await draft(owner.token, { ideaId: idea.id, tone: 'loud' }), 'tone');
    expectInvalid(await draft(owner.token, { ideaId: 'nope', tone: 'bold' }), 'ideaId');
    expectInvalid(await draft(owner.token, { ideaId: idea.id, tone: 'bold', extra: 1 }), 'extra');
  });

  it("drafts only from the caller's own ideas: 404 for a hidden one, 403 for someone else's approved one", async () => {
    const before = await pageCount(other.id);
    expectError(
      await draft(other.token, { ideaId: '00000000-0000-4000-8000-00000000dead', tone: 'bold' }),
      404,
      'not_found',
    );
    // The owner's idea is pending: other members cannot see it.
    expectError(await draft(other.token, { ideaId: idea.id, tone: 'bold' }), 404, 'not_found');
    const refused = expectError(
      await draft(other.token, { ideaId: seedIdea(1), tone: 'bold' }),
      403,
      'forbidden',
    );
    expect(refused.message).toBe('You can only make landing pages of your own ideas.');
    expect(await pageCount(other.id)).toBe(before);
  });

  it("fills every tone's template from the idea, with an address made from its title", async () => {
    const slugs: string[] = [];
    for (const tone of ['bold', 'friendly', 'technical']) {
      const answer = await draft(owner.token, { ideaId: idea.id, tone });
      const page = expectOk<Page>(answer, 201);
      expect(answer.body.message).toBe('Landing page drafted.');
      expect(answer.body.meta).toBeUndefined();
      expect(page).toMatchObject({
        ideaId: idea.id,
        ideaTitle: idea.title,
        tone,
        draftedBy: 'template',
        publishedAt: null,
        editable: true,
        waitlistCount: 0,
      });
      expectValidContent(page.content);
      expect(page.content.title).toBe(idea.title);
      expect(section(page.content, 'hero').heading).toContain(idea.title);
      expect(section(page.content, 'audience').body).toContain('Homeowners in sunny suburbs');
      expect(section(page.content, 'business_model').body).toContain('easing with a monthly fee');
      expect(section(page.content, 'difference').body).toContain('Big installers with long waiting lists');
      slugs.push(page.slug);
    }
    expect(slugs[0]).toMatch(/^solar-roofs-for-every-street(-\d+|-[0-9a-f]{8})?$/);
    expect(new Set(slugs).size).toBe(3);
    // Each tone reads differently.
    const list = expectOk<Page[]>(await api('/landing-pages', { token: owner.token }));
    const heroes = list.filter((p) => p.ideaId === idea.id).map((p) => section(p.content, 'hero').heading);
    expect(new Set(heroes).size).toBe(3);
  });
});

describe("reading and editing one's pages", () => {
  it("lists and reads the caller's own pages only", async () => {
    const page = await newPage(owner, idea.id);
    expectError(await api('/landing-pages'), 401);
    expectError(await api(`/landing-pages/${page.id}`), 401);
    const mine = expectOk<Page[]>(await api('/landing-pages', { token: owner.token }));
    expect(mine.map((p) => p.id)).toContain(page.id);
    const theirs = expectOk<Page[]>(await api('/landing-pages', { token: other.token }));
    expect(theirs.map((p) => p.id)).not.toContain(page.id);
    expect(expectOk<Page>(await api(`/landing-pages/${page.id}`, { token: owner.token }))).toEqual(page);
    expectError(await api(`/landing-pages/${page.id}`, { token: other.token }), 404, 'not_found');
    expectError(await api(`/landing-pages/${page.id}`, { token: admin.token }), 404, 'not_found');
    expectError(await api('/landing-pages/not-a-uuid', { token: owner.token }), 404, 'not_found');
  });

  it('saves every field as plain text, <script> included', async () => {
    const page = await newPage(owner, idea.id);
    const script = '<script>alert("x")</script>';
    const content: Content = {
      ...page.content,
      title: `${script} title`,
      description: `${script} description`,
      sections: page.content.sections.map((s) => ({
        ...s,
        heading: `${script} ${s.kind}`,
        body: `${script} body`,
      })),
    };
    const slug = `script-${page.id.slice(0, 8)}`;
    const answer = await save(page.id, owner.token, { slug, content });
    const saved = expectOk<Page>(answer);
    expect(answer.body.message).toBe('Landing page saved.');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(saved.slug).toBe(slug);
    expect(saved.content).toEqual(content);
    const [stored] = await sql<{ content: Content }>(
      'select content from public.landing_pages where id = $1',
      [page.id],
    );
    expect(stored!.content).toEqual(content);

    expectOk(await api(`/landing-pages/${page.id}/publish`, { token: owner.token, method: 'POST' }));
    const shown = expectOk<PublicPage>(await api(`/p/${slug}`));
    expect(shown.content).toEqual(content);
  });

  it('refuses a bad address, bad content, a taken address, other members and visitors', async () => {
    const page = await newPage(owner, idea.id);
    const taken = await newPage(other, (await submitIdea(other)).id);
    const body = { slug: `fresh-${page.id.slice(0, 8)}`, content: page.content };

    expectError(await save(page.id, undefined, body), 401);
    expectError(await save(page.id, other.token, body), 404, 'not_found');
    expectError(await save('not-a-uuid', owner.token, body), 404);
    for (const slug of ['Solar Roofs', 'ab', 'double--hyphen', '-edge', 'x'.repeat(61)]) {
      expectInvalid(await save(page.id, owner.token, { ...body, slug }), 'slug');
    }
    expectInvalid(
      await save(page.id, owner.token, {
        ...body,
        content: { ...page.content, sections: page.content.sections.slice(1) },
      }),
      'content.sections',
    );
    expectInvalid(
      await save(page.id, owner.token, { ...body, content: { ...page.content, title: 'x'.repeat(71) } }),
      'content.title',
    );
    expectInvalid(
      await save(page.id, owner.token, { ...body, content: { ...page.content, accent: 'red' } }),
      'content.accent',
    );

    const conflict = expectError(
      await save(page.id, owner.token, { ...body, slug: taken.slug }),
      409,
      'already_exists',
    );
    expect(conflict.message).toBe('That address is already taken. Please choose another.');
    const [stored] = await sql<{ slug: string }>('select slug from public.landing_pages where id = $1', [
      page.id,
    ]);
    expect(stored!.slug).toBe(page.slug);
  });

  it('publishes and unpublishes; the public page shows a verdict for an approved idea only', async () => {
    const page = await newPage(owner, idea.id);
    expectError(await api(`/p/${page.slug}`), 404, 'not_found');
    expectError(await api(`/landing-pages/${page.id}/publish`, { method: 'POST' }), 401);
    expectError(await api(`/landing-pages/${page.id}/publish`, { token: other.token, method: 'POST' }), 404);

    const answer = await api<Page>(`/landing-pages/${page.id}/publish`, {
      token: owner.token,
      method: 'POST',
    });
    const published = expectOk<Page>(answer);
    expect(answer.body.message).toBe('Landing page published.');
    expect(published.publishedAt).not.toBeNull();
    const shown = expectOk<PublicPage>(await api(`/p/${page.slug}`));
    expect(shown).toEqual({
      slug: page.slug,
      content: page.content,
      verdict: null,
      publishedAt: published.publishedAt,
    });
    // Signed-in callers read it too.
    expectOk(await api(`/p/${page.slug}`, { token: other.token }));
    // Publishing again keeps the date.
    const again = expectOk<Page>(
      await api(`/landing-pages/${page.id}/publish`, { token: owner.token, method: 'POST' }),
    );
    expect(again.publishedAt).toBe(published.publishedAt);

    const unpublished = await api<Page>(`/landing-pages/${page.id}/unpublish`, {
      token: owner.token,
      method: 'POST',
    });
    expect(expectOk<Page>(unpublished).publishedAt).toBeNull();
    expect(unpublished.body.message).toBe('Landing page unpublished.');
    expectError(await api(`/p/${page.slug}`), 404, 'not_found');
    expectError(await api('/p/Not_A_Slug'), 404);

    // An approved idea's page carries the community's verdict and the idea's place on the leaderboard.
    const approved = await approvedIdea(owner);
    expectOk(
      await api('/ratings', {
        token: other.token,
        json: { ideaId: approved.id, marketDemand: 90, innovation: 80, competition: 70 },
      }),
      201,
    );
    const live = await publishedPage(owner, approved.id);
    const verdictPage = expectOk<PublicPage>(await api(`/p/${live.slug}`));
    const board = expectOk<{ id: string }[]>(
      await api('/ideas?status=approved&sort=finalScore&order=desc&limit=100'),
    );
    expect(verdictPage.verdict).toEqual({
      marketDemand: 90,
      innovation: 80,
      competition: 70,
      finalScore: 80,
      ratingCount: 1,
      rank: expect.any(Number) as number,
    });
    const place = board.findIndex((row) => row.id === approved.id);
    expect(place).toBeGreaterThanOrEqual(0);
    expect(verdictPage.verdict!.rank).toBe(place + 1);
  });

  it("deletes the owner's page with its waitlist; others get 404", async () => {
    const page = await publishedPage(owner, idea.id);
    expectOk(await join(page.slug, { email: 'gone@example.com', consent: true }, newClient()));
    expectError(await api(`/landing-pages/${page.id}`, { method: 'DELETE' }), 401);
    expectError(await api(`/landing-pages/${page.id}`, { token: other.token, method: 'DELETE' }), 404);
    const answer = await api(`/landing-pages/${page.id}`, { token: owner.token, method: 'DELETE' });
    expect(expectOk(answer)).toEqual({ id: page.id });
    expect(answer.body.message).toBe('Landing page deleted.');
    expectError(await api(`/landing-pages/${page.id}`, { token: owner.token }), 404);
    expectError(await api(`/p/${page.slug}`), 404);
    const [rows] = await sql<{ n: string }>(
      'select count(*) as n from public.waitlist_signups where page_id = $1',
      [page.id],
    );
    expect(Number(rows!.n)).toBe(0);
  });
});

describe('the waitlist', () => {
  let page: Page;
  beforeAll(async () => {
    page = await publishedPage(owner, idea.id);
  });

  const signups = async (pageId: string) =>
    sql<{ email: string }>(
      'select email from public.waitlist_signups where page_id = $1 order by created_at',
      [pageId],
    );

  it('is joined with a valid address and consent; a repeat answers the same and stores one row', async () => {
    const client = newClient();
    const first = await join(page.slug, { email: 'Fan@Example.com', consent: true }, client);
    expect(expectOk(first)).toEqual({ slug: page.slug });
    expect(first.body.message).toBe("Thanks! You're on the waitlist.");
    const repeat = await join(page.slug, { email: ' fan@example.COM ', consent: true }, client);
    expect(repeat.status).toBe(first.status);
    expect(repeat.body).toEqual(first.body);
    expect(await signups(page.id)).toEqual([{ email: 'Fan@Example.com' }]);
  });

  it('refuses a bad address, no consent, an unpublished page, and a sixth join in a minute', async () => {
    const client = newClient();
    expectInvalid(await join(page.slug, { email: 'not-an-address', consent: true }, client), 'email');
    expectInvalid(await join(page.slug, { email: 'x@example.com' }, client), 'consent');
    const noConsent = expectInvalid(
      await join(page.slug, { email: 'x@example.com', consent: false }, client),
      'consent',
    );
    expect(noConsent.details!.consent).toEqual(['Please agree to be contacted about this idea']);
    const draftPage = await newPage(owner, idea.id);
    expectError(
      await join(draftPage.slug, { email: 'x@example.com', consent: true }, client),
      404,
      'not_found',
    );
    expectError(await join('no-such-page-anywhere', { email: 'x@example.com', consent: true }, client), 404);
    const before = (await signups(page.id)).length;

    const limited = newClient();
    for (let n = 1; n <= 5; n++) {
      expectOk(await join(page.slug, { email: `burst${n}@example.com`, consent: true }, limited));
    }
    const refused = expectError(
      await join(page.slug, { email: 'burst6@example.com', consent: true }, limited),
      429,
      'rate_limited',
    );
    expect(refused.message).toBe(
      'You can join at most 5 waitlists a minute. Please wait a moment and try again.',
    );
    expect((await signups(page.id)).length).toBe(before + 5);
    // Another client is not held up.
    expectOk(await join(page.slug, { email: 'burst6@example.com', consent: true }, newClient()));
  });

  it("is read by the page's owner only, as JSON and as CSV with formulas neutralised", async () => {
    const report = await publishedPage(owner, idea.id);
    const client = newClient();
    for (const email of ['+plus@example.com', '-minus@example.com', 'plain@example.com']) {
      expectOk(await join(report.slug, { email, consent: true }, client));
    }
    // An address the API would refuse (but the table's check lets through), planted to prove the CSV neutralises it
    // anyway. One starting with @ cannot be stored at all.
    await sql(`insert into public.waitlist_signups (page_id, email) values ($1, '=cmd|calc@evil.example')`, [
      report.id,
    ]);

    expectError(await api(`/landing-pages/${report.id}/waitlist`), 401);
    expectError(await api(`/landing-pages/${report.id}/waitlist`, { token: other.token }), 404);
    expectError(await api(`/landing-pages/${report.id}/waitlist`, { token: admin.token }), 404);
    expectInvalid(
      await api(`/landing-pages/${report.id}/waitlist?format=xml`, { token: owner.token }),
      'format',
    );

    const json = expectOk<{
      signups: { email: string; createdAt: string }[];
      perDay: { day: string; count: number }[];
    }>(await api(`/landing-pages/${report.id}/waitlist`, { token: owner.token }));
    expect(json.signups.map((s) => s.email).sort()).toEqual(
      ['+plus@example.com', '-minus@example.com', '=cmd|calc@evil.example', 'plain@example.com'].sort(),
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(json.perDay).toEqual([{ day: today, count: 4 }]);
    const page = expectOk<Page>(await api(`/landing-pages/${report.id}`, { token: owner.token }));
    expect(page.waitlistCount).toBe(4);

    const csv = await request(apiPath(`/landing-pages/${report.id}/waitlist?format=csv`), {
      token: owner.token,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="waitlist-${report.slug}.csv"`);
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,signed_up_at');
    const cells = lines.slice(1).map((line) => line.split(',')[0]);
    expect(cells.sort()).toEqual(
      ["'+plus@example.com", "'-minus@example.com", "'=cmd|calc@evil.example", 'plain@example.com'].sort(),
    );
    for (const line of lines.slice(1)) expect(line.split(',')[1]).toMatch(/^\d{4}-\d\d-\d\dT/);
    const otherCsv = await request(apiPath(`/landing-pages/${report.id}/waitlist?format=csv`), {
      token: other.token,
    });
    expect(otherCsv.status).toBe(404);
  });
});

describe('a published page answers conditionally', () => {
  it('answers a repeat with 304 and gives a fresh 200 right after its owner edits it', async () => {
    const page = await publishedPage(owner, idea.id);
    const path = `/p/${page.slug}`;
    const first = await api(path);
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect((await api(path, { headers: { 'if-none-match': tag } })).status).toBe(304);

    const content = { ...page.content, title: 'Retitled for the tag test' };
    expectOk(await save(page.id, owner.token, { slug: page.slug, content }));
    const after = await api<{ content: Content }>(path, { headers: { 'if-none-match': tag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(tag);
    expect(expectOk<{ content: Content }>(after).content.title).toBe('Retitled for the tag test');
  });
});

describe('a page whose owner is no longer premium', () => {
  it('stays online but cannot be edited or published; unpublish and delete still work', async () => {
    const lapsing = await premiumMember('lp-lapsing');
    const own = await submitIdea(lapsing);
    const online = await publishedPage(lapsing, own.id);
    const draftPage = await newPage(lapsing, own.id);
    await setTier(lapsing, 'free');

    const seen = expectOk<Page>(await api(`/landing-pages/${online.id}`, { token: lapsing.token }));
    expect(seen.editable).toBe(false);
    const refused = expectError(
      await save(online.id, lapsing.token, { slug: online.slug, content: online.content }),
      403,
      'forbidden',
    );
    expect(refused.message).toBe(PREMIUM_LAPSED);
    // Refused before the body is read.
    expect(expectError(await save(online.id, lapsing.token, { nonsense: 1 }), 403).message).toBe(
      PREMIUM_LAPSED,
    );
    const publish = expectError(
      await api(`/landing-pages/${draftPage.id}/publish`, { token: lapsing.token, method: 'POST' }),
      403,
      'forbidden',
    );
    expect(publish.message).toBe(PREMIUM_LAPSED);
    expect(expectError(await draft(lapsing.token, { ideaId: own.id, tone: 'bold' }), 403).message).toBe(
      PREMIUM_NEEDED,
    );

    expect(expectOk<PublicPage>(await api(`/p/${online.slug}`)).content).toEqual(online.content);
    expectOk(await join(online.slug, { email: 'still@example.com', consent: true }, newClient()));

    expect(
      expectOk<Page>(
        await api(`/landing-pages/${online.id}/unpublish`, { token: lapsing.token, method: 'POST' }),
      ).publishedAt,
    ).toBeNull();
    expectError(await api(`/p/${online.slug}`), 404);
    expectOk(await api(`/landing-pages/${draftPage.id}`, { token: lapsing.token, method: 'DELETE' }));
    expect(await pageCount(lapsing.id)).toBe(1);
  });
});

/* Section - drafting with a model */

type Mode = 'valid' | 'invalid' | 'hang';

describe('drafting with a model (a chat-completions server of this file, a stack of its own)', () => {
  let mode: Mode = 'valid';
  const seen: { authorization?: string; model?: string }[] = [];
  let server: Server;
  let stack: ThrowawayStack;
  let alice: Member;

  const aiSections = KINDS.map((kind) => ({
    kind,
    heading: `AI ${kind}`,
    body: `The model's ${kind} text.`,
  }));

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        const body = JSON.parse(text) as { model?: string };
        seen.push({ authorization: req.headers.authorization, model: body.model });
        if (mode === 'hang') return; // never answers: the API must give up
        const content =
          mode === 'valid'
            ? JSON.stringify({ title: 'AI title', description: 'AI description', sections: aiSections })
            : '{"title": "cut off';
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    stack = await startThrowawayStack({
      prefix: 'ideaboard-landing-ai-',
      functionEnv: {
        LANDING_AI_URL: `http://127.0.0.1:${port}/v1/chat/completions`,
        LANDING_AI_MODEL: 'test-model',
        LANDING_AI_KEY: 'test-key',
        LANDING_AI_TIMEOUT_MS: '1500',
      },
    });
    alice = await passwordSignIn(stack.apiUrl, SEED.alice.email);
  }, 120_000);

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await stack?.dispose();
  });

  const aiDraft = async () => {
    const answer = await request(`${stack.apiUrl}/functions/v1/api/landing-pages`, {
      token: alice.token,
      json: { ideaId: seedIdea(1), tone: 'technical' },
    });
    expect(answer.status, answer.text).toBe(201);
    return answer.json as { data: Page; meta?: { notice?: string } };
  };

  it('uses a valid answer, asking with the configured model and key', async () => {
    mode = 'valid';
    const { data, meta } = await aiDraft();
    expect(data.draftedBy).toBe('ai');
    expect(meta).toBeUndefined();
    expect(data.content.title).toBe('AI title');
    expect(data.content.sections).toEqual(aiSections.map((s) => ({ ...s, hidden: false })));
    expect(seen.at(-1)).toEqual({ authorization: 'Bearer test-key', model: 'test-model' });
  });

  it('falls back to the template, saying so, when the answer is not valid JSON', async () => {
    mode = 'invalid';
    const { data, meta } = await aiDraft();
    expect(data.draftedBy).toBe('template');
    expect(meta).toEqual({ notice: AI_NOTICE });
    expectValidContent(data.content);
  });

  it('falls back to the template, saying so, when the model does not answer in time', async () => {
    mode = 'hang';
    const started = Date.now();
    const { data, meta } = await aiDraft();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(data.draftedBy).toBe('template');
    expect(meta).toEqual({ notice: AI_NOTICE });
  });
});
