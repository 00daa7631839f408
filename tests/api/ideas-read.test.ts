// Reading ideas: GET /api/ideas (status, limit capped at 100, offset, search, category, sort, order, the query's
// validation) and GET /api/ideas/{id} (who sees pending and rejected ideas), plus the public roadmap. Reads the
// seed only; the ideas other test files create meanwhile are allowed for.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  approvedIdea,
  expectError,
  expectInvalid,
  expectOk,
  type Member,
  SEED,
  seedIdea,
  signInAdmin,
  signInAlice,
  signInBob,
  sql,
} from './support.ts';

interface Idea {
  id: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  status: string;
  authorId: string;
  finalScore: number;
  totalRatings: number;
  createdAt: string;
  rejectionReason: string | null;
  reviewedAt: string | null;
  [key: string]: unknown;
}

let admin: Member;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  [admin, alice, bob] = await Promise.all([signInAdmin(), signInAlice(), signInBob()]);
});

const list = async (query: string, token?: string) =>
  expectOk<Idea[]>(await api(`/ideas?${query}`, { token }));

describe('GET /api/ideas', () => {
  it('lists approved ideas by default, in the envelope with paging meta', async () => {
    const answer = await api('/ideas');
    const ideas = expectOk<Idea[]>(answer);
    expect(answer.body.meta).toEqual({ total: expect.any(Number), limit: 50, offset: 0 });
    expect(ideas.length).toBeGreaterThanOrEqual(16);
    expect(ideas.every((idea) => idea.status === 'approved')).toBe(true);
    expect(ideas.map((idea) => idea.id)).toContain(seedIdea(1));
  });

  it("answers each idea with the spec's camelCase fields", async () => {
    const [idea] = await list('search=AI%20Tutor%20for%20Rural');
    expect(idea).toMatchObject({
      id: seedIdea(1),
      title: 'AI Tutor for Rural Schools',
      category: 'education',
      targetMarket: 'Primary schools in rural regions with poor connectivity',
      businessModel: 'Per-device annual licence sold to ministries and NGOs',
      competitors: 'Khan Academy Lite, Kolibri',
      fundingNeeded: 250000,
      timeline: '12 months to pilot in 40 schools',
      tags: ['ai', 'edtech', 'offline', 'tablets', 'ngo', 'k12'],
      websiteUrl: 'https://aitutor.example.com',
      socialMedia: { twitter: 'https://twitter.com/aitutor' },
      authorId: SEED.alice.id,
      author: { displayName: 'Alice Premium' },
      status: 'approved',
      hasPitchDeck: false,
      pitchDeckUrl: null,
      totalRatings: expect.any(Number),
      finalScore: expect.any(Number),
      marketDemandScore: expect.any(Number),
      innovationScore: expect.any(Number),
      competitionScore: expect.any(Number),
      createdAt: expect.any(String),
    });
  });

  it('answers each listed idea exactly as GET /api/ideas/{id} does (the list is shaped by Postgres)', async () => {
    const ideas = await list('limit=100');
    expect(ideas.length).toBeGreaterThanOrEqual(16);
    // One idea's page adds what lists never carry: a waiting edit (another test file may leave one), its followers
    // and its roadmap item.
    const pageOnly = async (id: string) => {
      const {
        pendingEdit: _edit,
        followers,
        following,
        roadmapItem,
        ...detail
      } = expectOk<Idea>(await api(`/ideas/${id}`, { token: admin.token }));
      expect(followers).toEqual(expect.any(Number));
      expect(following).toEqual(expect.any(Boolean));
      expect(roadmapItem === null || typeof roadmapItem === 'object').toBe(true);
      return { ...detail, pitchDeckUrl: null };
    };
    for (const idea of ideas) {
      expect(idea, idea.title).toStrictEqual(await pageOnly(idea.id));
    }
    const [rejected] = await list('status=rejected&limit=1', admin.token);
    expect(rejected).toStrictEqual(await pageOnly(rejected!.id));
    expect(rejected!.reviewedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('never shows pending or rejected ideas to visitors, whatever the status asked', async () => {
    expect(await list('status=pending')).toEqual([]);
    expect(await list('status=rejected')).toEqual([]);
  });

  it('shows members only their own pending ideas, and administrators all of them', async () => {
    const mine = await list('status=pending&limit=100', bob.token);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.every((idea) => idea.authorId === SEED.bob.id && idea.status === 'pending')).toBe(true);
    expect(mine.map((idea) => idea.id)).toEqual(expect.arrayContaining([seedIdea(17), seedIdea(19)]));

    const all = await list('status=pending&limit=100&sort=createdAt&order=asc', admin.token);
    expect(all.map((idea) => idea.id)).toEqual(
      expect.arrayContaining([seedIdea(17), seedIdea(18), seedIdea(19)]),
    );
    expect(all.every((idea) => idea.status === 'pending')).toBe(true);
  });

  it('caps limit at 100 and pages with offset', async () => {
    const answer = await api('/ideas?limit=1000');
    expect(answer.body.meta).toEqual({ total: expect.any(Number), limit: 100, offset: 0 });
    expect((answer.body.data as Idea[]).length).toBeLessThanOrEqual(100);

    const firstFive = await list('limit=5&sort=createdAt&order=asc');
    const page = await list('limit=2&offset=2&sort=createdAt&order=asc');
    expect(firstFive).toHaveLength(5);
    expect(page.map((idea) => idea.id)).toEqual(firstFive.slice(2, 4).map((idea) => idea.id));
    expect(await list('offset=1000000')).toEqual([]);
  });

  it('filters by category', async () => {
    const ideas = await list('category=healthcare&limit=100');
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas.every((idea) => idea.category === 'healthcare')).toBe(true);
    expect(ideas.map((idea) => idea.id)).toEqual(
      expect.arrayContaining([seedIdea(3), seedIdea(8), seedIdea(13)]),
    );
  });

  it('searches title, description and tags, ignoring case, with % and _ taken literally', async () => {
    expect((await list('search=smart%20cap')).map((idea) => idea.id)).toEqual([seedIdea(8)]);
    expect((await list('search=SURPLUS%20BREAD')).map((idea) => idea.id)).toEqual([seedIdea(12)]);
    const tagged = await list('search=gig-economy');
    expect(tagged.map((idea) => idea.id)).toContain(seedIdea(14));
    expect(await list('search=%25%25%25')).toEqual([]);
    expect(await list('search=_____________________')).toEqual([]);
    expect(await list(`search=${encodeURIComponent("'; drop table public.ideas; --")}`)).toEqual([]);
    // Pending ideas stay hidden from visitors in search too.
    expect(await list('search=Drone%20Inspection')).toEqual([]);
  });

  it('sorts by finalScore descending by default, ties by newest', async () => {
    const ideas = await list('limit=100');
    for (let i = 1; i < ideas.length; i++) {
      const [a, b] = [ideas[i - 1]!, ideas[i]!];
      expect(a.finalScore).toBeGreaterThanOrEqual(b.finalScore);
      if (a.finalScore === b.finalScore) expect(a.createdAt >= b.createdAt).toBe(true);
    }
  });

  it('sorts by totalRatings and createdAt in either order', async () => {
    const byRatings = await list('sort=totalRatings&order=asc&limit=100');
    // Ascending, but unrated ideas last (below).
    const counts = byRatings.map((idea) => idea.totalRatings).filter((count) => count > 0);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const newest = await list('sort=createdAt&order=desc&limit=100');
    for (const rated of [true, false]) {
      const dates = newest
        .filter((idea) => idea.totalRatings > 0 === rated)
        .map((idea) => Date.parse(idea.createdAt));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    }
  });

  it('returns the same order as the database for the leaderboard query', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const expected = async () =>
        (
          await sql<{ id: string }>(
            `select id from public.ideas where status = 'approved' and deleted_at is null
             order by total_ratings > 0 desc, final_score desc, created_at desc, id desc limit 50`,
          )
        ).map((row) => row.id);
      const before = await expected();
      const ids = (await list('status=approved&limit=50')).map((idea) => idea.id);
      const after = await expected();
      if (before.join() !== after.join()) continue; // another test file changed the board meanwhile
      expect(ids).toEqual(before);
      return;
    }
    throw new Error('the leaderboard kept changing');
  });

  it('puts approved ideas without ratings after every rated one, in every sort and order', async () => {
    const unrated = await approvedIdea(alice, { title: 'Unrated idea for the order test' });
    for (const sort of ['finalScore', 'adjustedScore', 'spread', 'totalRatings', 'createdAt']) {
      for (const order of ['asc', 'desc']) {
        const ideas = await list(`sort=${sort}&order=${order}&limit=100`);
        const rated = ideas.map((idea) => idea.totalRatings > 0);
        expect(rated.some(Boolean), `${sort} ${order}`).toBe(true);
        expect(rated.indexOf(false), `${sort} ${order}: the first unrated idea`).toBeGreaterThan(
          rated.lastIndexOf(true),
        );
        if (ideas.length < 100) expect(ideas.map((idea) => idea.id)).toContain(unrated.id);
      }
    }
  });

  it('answers how many ideas the filters match in all, whatever the page', async () => {
    const count = async (where: string, params: unknown[] = []) =>
      (await sql<{ n: number }>(`select count(*)::int as n from public.ideas where ${where}`, params))[0]!.n;
    for (let attempt = 0; attempt < 5; attempt++) {
      // A trashed idea is in no answer, whatever its status.
      const expected = await count(`status = 'approved' and deleted_at is null`);
      const first = await api('/ideas?limit=2');
      const far = await api(`/ideas?limit=2&offset=${expected}`);
      if ((await count(`status = 'approved' and deleted_at is null`)) !== expected) continue; // another file wrote
      expect(first.body.meta).toEqual({ total: expected, limit: 2, offset: 0 });
      expect(far.body.meta).toEqual({ total: expected, limit: 2, offset: expected });
      expect(expectOk<Idea[]>(far)).toEqual([]);
      break;
    }
    const healthcare = await api('/ideas?category=healthcare&limit=1');
    expect((healthcare.body.meta as { total: number }).total).toBeGreaterThanOrEqual(3);
    expect((await api('/ideas?search=smart%20cap')).body.meta).toMatchObject({ total: 1 });
    expect((await api('/ideas?search=%25%25%25')).body.meta).toMatchObject({ total: 0 });
    // Pending ideas: a visitor counts none, a member their own.
    expect((await api('/ideas?status=pending')).body.meta).toMatchObject({ total: 0 });
    const bobs = await api('/ideas?status=pending&limit=1', { token: bob.token });
    expect((bobs.body.meta as { total: number }).total).toBe(
      await count(`status = 'pending' and author_id = $1 and deleted_at is null`, [SEED.bob.id]),
    );
  });

  it('refuses invalid queries with 422 naming the parameter', async () => {
    expectInvalid(await api('/ideas?status=published'), 'status');
    expectInvalid(await api('/ideas?limit=0'), 'limit');
    expectInvalid(await api('/ideas?limit=abc'), 'limit');
    expectInvalid(await api('/ideas?limit=2.5'), 'limit');
    expectInvalid(await api('/ideas?offset=-1'), 'offset');
    expectInvalid(await api('/ideas?category=space'), 'category');
    expectInvalid(await api('/ideas?sort=title'), 'sort');
    expectInvalid(await api('/ideas?order=sideways'), 'order');
    expectInvalid(await api(`/ideas?search=${'x'.repeat(101)}`), 'search');
    expectInvalid(await api('/ideas?authorId=1'), 'authorId');
  });
});

describe('GET /api/ideas/{id}', () => {
  it('shows an approved idea to everyone', async () => {
    for (const token of [undefined, bob.token, admin.token]) {
      const idea = expectOk<Idea>(await api(`/ideas/${seedIdea(2)}`, { token }));
      expect(idea).toMatchObject({ id: seedIdea(2), title: 'Carbon Ledger for SMEs', status: 'approved' });
    }
  });

  it('hides a pending idea from visitors and other members (404), shows it to its owner and administrators', async () => {
    const pending = seedIdea(18); // alice's
    expectError(await api(`/ideas/${pending}`), 404, 'not_found');
    expectError(await api(`/ideas/${pending}`, { token: bob.token }), 404, 'not_found');
    expect(expectOk<Idea>(await api(`/ideas/${pending}`, { token: alice.token }))).toMatchObject({
      status: 'pending',
    });
    expect(expectOk<Idea>(await api(`/ideas/${pending}`, { token: admin.token }))).toMatchObject({
      status: 'pending',
    });
  });

  it('shows a rejected idea with its reason to its owner only (and administrators)', async () => {
    const rejected = seedIdea(20); // bob's, with a reason
    expectError(await api(`/ideas/${rejected}`), 404);
    expectError(await api(`/ideas/${rejected}`, { token: alice.token }), 404);
    const own = expectOk<Idea>(await api(`/ideas/${rejected}`, { token: bob.token }));
    expect(own).toMatchObject({ status: 'rejected', rejectionReason: expect.stringMatching(/gambling law/) });
    expect(expectOk<Idea>(await api(`/ideas/${rejected}`, { token: admin.token })).status).toBe('rejected');
  });

  it('answers 404 for an unknown id and for an id that is not a UUID', async () => {
    expectError(await api('/ideas/00000000-0000-4000-b000-999999999999'), 404, 'not_found');
    expectError(await api('/ideas/42'), 404, 'not_found');
    expectError(await api(`/ideas/${encodeURIComponent("1' or '1'='1")}`), 404, 'not_found');
  });
});

describe('GET /api/roadmap', () => {
  it('is public and groups the items by quarter in position order', async () => {
    const quarters = expectOk<
      { quarter: string; theme: string; items: { label: string; status: string }[] }[]
    >(await api('/roadmap'));
    const rows = await sql<{ quarter: string; theme: string; label: string; status: string }>(
      'select quarter, theme, label, status from public.roadmap_items order by position',
    );
    expect(
      quarters.flatMap((q) =>
        q.items.map(({ label, status }) => ({ quarter: q.quarter, theme: q.theme, label, status })),
      ),
    ).toEqual(rows);
    expect(new Set(quarters.map((q) => q.quarter)).size).toBe(quarters.length);
    for (const item of quarters.flatMap((q) => q.items))
      expect(['done', 'in_progress', 'planned']).toContain(item.status);
  });
});
