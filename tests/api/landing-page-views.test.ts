// Views of a published landing page and its owner's stats: POST /api/p/{slug}/views counts one view (not the
// owner's, not a declared bot's, no cookie, nothing of the visitor stored; 404 as the page for a draft or an unknown
// address) and GET /api/landing-pages/{id}/stats answers 30 days of views and sign-ups with the conversion rate to
// the owner or an administrator (401 signed out, 404 for anyone else, as a missing page).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  expectError,
  expectOk,
  type Member,
  newMember,
  signInAdmin,
  sql,
  submitIdea,
} from './support.ts';

interface Page {
  id: string;
  slug: string;
}
interface Stats {
  days: { day: string; views: number; signups: number }[];
  totals: { views: number; signups: number; conversion: number | null };
}

const NOT_FOUND = 'Landing page not found';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SLACK = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';

let admin: Member;
let owner: Member;
let other: Member;
let published: Page;
let draft: Page;

async function newPage(member: Member): Promise<Page> {
  const idea = await submitIdea(member);
  return expectOk<Page>(await api('/landing-pages', { token: member.token, json: { ideaId: idea.id } }), 201);
}

const view = (
  slug: string,
  options: { token?: string; agent?: string; headers?: Record<string, string> } = {},
) =>
  api<{ counted: boolean }>(`/p/${slug}/views`, {
    method: 'POST',
    token: options.token,
    headers: { 'user-agent': options.agent ?? BROWSER, ...options.headers },
  });

const stats = (id: string, token?: string) => api<Stats>(`/landing-pages/${id}/stats`, { token });

async function viewsToday(pageId: string): Promise<number> {
  const [row] = await sql<{ views: number }>(
    `select coalesce(sum(views), 0)::int as views from public.landing_page_views
     where page_id = $1 and day = (now() at time zone 'UTC')::date`,
    [pageId],
  );
  return row!.views;
}

beforeAll(async () => {
  admin = await signInAdmin();
  [owner, other] = await Promise.all([newMember('views-owner'), newMember('views-other')]);
  expectOk(
    await api(`/admin/users/${owner.id}/tier`, {
      token: admin.token,
      method: 'PUT',
      json: { tier: 'premium' },
    }),
  );
  [published, draft] = await Promise.all([newPage(owner), newPage(owner)]);
  expectOk(await api(`/landing-pages/${published.id}/publish`, { token: owner.token, method: 'POST' }));
});

describe('counting a view', () => {
  it("counts a visitor's and another member's view, sets no cookie and stores only a number per day", async () => {
    const answer = await view(published.slug);
    expect(expectOk(answer)).toEqual({ counted: true });
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(expectOk(await view(published.slug, { token: other.token }))).toEqual({ counted: true });
    expect(await viewsToday(published.id)).toBe(2);
    const columns = await sql<{ name: string }>(
      `select column_name as name from information_schema.columns
       where table_schema = 'public' and table_name = 'landing_page_views' order by ordinal_position`,
    );
    expect(columns.map((column) => column.name)).toEqual(['page_id', 'day', 'views']);
  });

  it("does not count the owner's own view, a declared bot or a prefetch, but does count a headless browser", async () => {
    const before = await viewsToday(published.id);
    expect(expectOk(await view(published.slug, { token: owner.token }))).toEqual({ counted: false });
    expect(expectOk(await view(published.slug, { agent: GOOGLEBOT }))).toEqual({ counted: false });
    expect(expectOk(await view(published.slug, { agent: SLACK }))).toEqual({ counted: false });
    expect(expectOk(await view(published.slug, { headers: { 'sec-purpose': 'prefetch' } }))).toEqual({
      counted: false,
    });
    expect(await viewsToday(published.id)).toBe(before);
    expect(expectOk(await view(published.slug, { agent: HEADLESS }))).toEqual({ counted: true });
    expect(await viewsToday(published.id)).toBe(before + 1);
  });

  it('answers a draft, an unknown or malformed address exactly as a missing page, a bot too', async () => {
    for (const slug of [draft.slug, 'no-such-page-anywhere', 'Not--A-Slug']) {
      expect(expectError(await view(slug), 404, 'not_found').message).toBe(NOT_FOUND);
      expect(expectError(await view(slug, { agent: GOOGLEBOT }), 404, 'not_found').message).toBe(NOT_FOUND);
    }
    expect(await viewsToday(draft.id)).toBe(0);
  });

  it('refuses a malformed token as every route does', async () => {
    expectError(await view(published.slug, { token: 'not-a-token' }), 401);
  });

  it('stops counting at 10 000 views a page a day', async () => {
    await sql(
      `update public.landing_page_views set views = 9999
       where page_id = $1 and day = (now() at time zone 'UTC')::date`,
      [published.id],
    );
    expect(expectOk(await view(published.slug))).toEqual({ counted: true });
    expect(expectOk(await view(published.slug))).toEqual({ counted: false });
    expect(await viewsToday(published.id)).toBe(10_000);
    await sql(
      `update public.landing_page_views set views = 4
       where page_id = $1 and day = (now() at time zone 'UTC')::date`,
      [published.id],
    );
  });
});

describe("the owner's stats", () => {
  it('answers 30 days of views and sign-ups, oldest first, with totals and the conversion rate', async () => {
    const joined = await api(`/p/${published.slug}/waitlist`, {
      json: { email: 'views.fan@example.com', consent: true },
      headers: { 'cf-connecting-ip': '203.0.113.47' },
    });
    expectOk(joined);
    await sql(
      `insert into public.landing_page_views (page_id, day, views)
       values ($1, (now() at time zone 'UTC')::date - 29, 4), ($1, (now() at time zone 'UTC')::date - 30, 100)`,
      [published.id],
    );
    const [{ today, first }] = (await sql<{ today: string; first: string }>(
      `select to_char((now() at time zone 'UTC')::date, 'YYYY-MM-DD') as today,
              to_char((now() at time zone 'UTC')::date - 29, 'YYYY-MM-DD') as first`,
    )) as [{ today: string; first: string }];

    const data = expectOk<Stats>(await stats(published.id, owner.token));
    expect(data.days).toHaveLength(30);
    expect(data.days[0]).toEqual({ day: first, views: 4, signups: 0 });
    expect(data.days.at(-1)).toEqual({ day: today, views: 4, signups: 1 });
    expect(data.days.map((day) => day.day)).toEqual([...data.days.map((day) => day.day)].sort());
    expect(data.totals).toEqual({ views: 8, signups: 1, conversion: 0.125 });

    // An administrator reads the same numbers (not the addresses).
    expect(expectOk<Stats>(await stats(published.id, admin.token))).toEqual(data);
  });

  it('has no conversion rate before the first view', async () => {
    const data = expectOk<Stats>(await stats(draft.id, owner.token));
    expect(data.totals).toEqual({ views: 0, signups: 0, conversion: null });
    expect(data.days.every((day) => day.views === 0 && day.signups === 0)).toBe(true);
  });

  it('refuses visitors (401) and answers anyone else exactly as a missing page (404)', async () => {
    expectError(await stats(published.id), 401, 'unauthorized');
    const refused = expectError(await stats(published.id, other.token), 404, 'not_found');
    const unknown = expectError(
      await stats('00000000-0000-4000-8000-00000000dead', other.token),
      404,
      'not_found',
    );
    const malformed = expectError(await stats('not-a-uuid', other.token), 404, 'not_found');
    expect(refused).toEqual(unknown);
    expect(malformed).toEqual(unknown);
    expect(refused.message).toBe(NOT_FOUND);
  });
});
