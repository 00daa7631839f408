// An idea's ratings a page at a time (GET /api/ratings/idea/{id}: limit 1-100, default 20; meta.total, and the
// caller's own rating in meta.own) and a member's rating history (GET /api/users/{id}/ratings): all of it to the
// member, anonymous ratings marked; to anyone else only the named ratings of approved ideas.
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceClient } from '../support/shared-stack.ts';
import {
  api,
  approvedIdea,
  expectError,
  expectInvalid,
  expectOk,
  type Member,
  newMember,
  signInAdmin,
  signInBob,
  sql,
  uniqueEmail,
  PASSWORD,
} from './support.ts';

interface Rating {
  id: string;
  userId: string | null;
  isOwn: boolean;
  isAnonymous: boolean;
  createdAt: string;
  marketDemand: number;
}
interface PageMeta {
  total: number;
  limit: number;
  offset: number;
  own?: Rating | null;
}
interface HistoryItem {
  id: string;
  ideaId: string;
  ideaTitle: string;
  marketDemand: number;
  innovation: number;
  competition: number;
  isAnonymous: boolean;
  createdAt: string;
}

const meta = (answer: { body: { meta?: unknown } }) => answer.body.meta as PageMeta;

/** Members made with the admin API and never signed in: raters whose ratings are written straight to the table. */
async function silentMembers(count: number): Promise<string[]> {
  return await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const { data, error } = await serviceClient().auth.admin.createUser({
        email: uniqueEmail(`silent${i}`),
        password: PASSWORD,
        email_confirm: true,
      });
      if (error) throw new Error(error.message);
      return data.user.id;
    }),
  );
}

let owner: Member;
let bob: Member;
let ideaId: string;
/** The idea's ratings as the table holds them, newest first. */
let stored: { id: string }[];

beforeAll(async () => {
  owner = await newMember('paged-owner');
  bob = await signInBob();
  ideaId = (await approvedIdea(owner)).id;
  const raters = await silentMembers(20);
  for (const [i, rater] of raters.entries()) {
    await sql(
      `insert into public.ratings (idea_id, user_id, market_demand, innovation, competition, is_anonymous)
       values ($1, $2, $3, 50, 50, $4)`,
      [ideaId, rater, i, i % 3 === 0],
    );
  }
  expectOk(
    await api('/ratings', {
      token: bob.token,
      json: { ideaId, marketDemand: 99, innovation: 1, competition: 2 },
    }),
    201,
  );
  stored = await sql<{ id: string }>(
    'select id from public.ratings where idea_id = $1 order by created_at desc, id',
    [ideaId],
  );
});

describe('GET /api/ratings/idea/{id}, paged', () => {
  it('answers 20 ratings by default, with the total of all 21', async () => {
    const answer = await api(`/ratings/idea/${ideaId}`);
    const page = expectOk<Rating[]>(answer);
    expect(page).toHaveLength(20);
    expect(meta(answer)).toEqual({ total: 21, limit: 20, offset: 0, own: null });
    expect(page.map((r) => r.id)).toEqual(stored.slice(0, 20).map((r) => r.id));
  });

  it('pages without gaps or repeats, newest first, and keeps the total past the end', async () => {
    const ids: string[] = [];
    for (const offset of [0, 8, 16]) {
      const answer = await api(`/ratings/idea/${ideaId}?limit=8&offset=${offset}`);
      expect(meta(answer)).toMatchObject({ total: 21, limit: 8, offset });
      ids.push(...expectOk<Rating[]>(answer).map((r) => r.id));
    }
    expect(ids).toEqual(stored.map((r) => r.id));
    const past = await api(`/ratings/idea/${ideaId}?offset=40`);
    expect(expectOk(past)).toEqual([]);
    expect(meta(past)).toEqual({ total: 21, limit: 20, offset: 40, own: null });
    const unrated = await approvedIdea(owner);
    const empty = await api(`/ratings/idea/${unrated.id}?offset=5`);
    expect(expectOk(empty)).toEqual([]);
    expect(meta(empty)).toMatchObject({ total: 0 });
  });

  it('gives a rater their own rating in meta.own, in the shape of the items, on every page', async () => {
    const first = await api(`/ratings/idea/${ideaId}?limit=1`, { token: bob.token });
    const own = meta(first).own!;
    expect(own).toMatchObject({ userId: bob.id, isOwn: true, marketDemand: 99, isAnonymous: false });
    expect(expectOk<Rating[]>(first)[0]).toEqual(own);
    const last = await api(`/ratings/idea/${ideaId}?limit=1&offset=20`, { token: bob.token });
    expect(meta(last).own).toEqual(own);
    expect(expectOk<Rating[]>(last)[0]!.id).not.toBe(own.id);
  });

  it('gives visitors and members who did not rate meta.own null', async () => {
    expect(meta(await api(`/ratings/idea/${ideaId}`)).own).toBeNull();
    expect(meta(await api(`/ratings/idea/${ideaId}`, { token: owner.token })).own).toBeNull();
  });

  it('refuses a limit outside 1-100 or a bad offset with 422, and an invisible idea with 404', async () => {
    for (const limit of ['0', '101', '-1', 'ten', '2.5']) {
      expectInvalid(await api(`/ratings/idea/${ideaId}?limit=${limit}`), 'limit');
    }
    for (const offset of ['-1', 'x'])
      expectInvalid(await api(`/ratings/idea/${ideaId}?offset=${offset}`), 'offset');
    expect(meta(await api(`/ratings/idea/${ideaId}?limit=100`))).toMatchObject({ limit: 100, total: 21 });
    expectError(await api(`/ratings/idea/${ideaId}?sort=x`), 422);
    expectError(await api('/ratings/idea/00000000-0000-4000-b000-999999999999'), 404, 'not_found');
  });
});

describe('GET /api/users/{id}/ratings', () => {
  let rater: Member;
  let named: string;
  let anonymous: string;

  beforeAll(async () => {
    rater = await newMember('history', 'History Rater');
    // Ratings of ideas that are not approved cannot be written here (ratings need an approved idea and an approved
    // idea never leaves that state); the database's own tests plant them with the trigger off and check they stay
    // hidden (supabase/tests/database/014-rating-history.test.sql).
    const ideas = [await approvedIdea(owner), await approvedIdea(owner)];
    const give = async (idea: { id: string }, isAnonymous: boolean, score: number) =>
      expectOk<{ rating: { id: string } }>(
        await api('/ratings', {
          token: rater.token,
          json: { ideaId: idea.id, marketDemand: score, innovation: score, competition: score, isAnonymous },
        }),
        201,
      ).rating.id;
    named = await give(ideas[0]!, false, 11);
    anonymous = await give(ideas[1]!, true, 22);
  });

  it('shows the member every rating they gave, newest first, anonymous ones marked', async () => {
    const answer = await api(`/users/${rater.id}/ratings`, { token: rater.token });
    const items = expectOk<HistoryItem[]>(answer);
    expect(items.map((item) => item.id)).toEqual([anonymous, named]);
    expect(meta(answer)).toEqual({ total: 2, limit: 20, offset: 0 });
    expect(Object.keys(items[0]!).sort()).toEqual(
      [
        'competition',
        'createdAt',
        'id',
        'ideaId',
        'ideaTitle',
        'innovation',
        'isAnonymous',
        'marketDemand',
      ].sort(),
    );
    expect(items[0]).toMatchObject({
      isAnonymous: true,
      marketDemand: 22,
      ideaTitle: expect.stringMatching(/^Test idea/),
    });
    expect(items[1]).toMatchObject({ isAnonymous: false, marketDemand: 11 });
  });

  it('shows anyone else, administrators included, only the named ratings', async () => {
    const admin = await signInAdmin();
    for (const token of [undefined, bob.token, owner.token, admin.token]) {
      const answer = await api(`/users/${rater.id}/ratings`, { token });
      const items = expectOk<HistoryItem[]>(answer);
      expect(items.map((item) => item.id)).toEqual([named]);
      expect(meta(answer).total).toBe(1);
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(anonymous);
    }
  });

  it('pages, keeping the total past the end', async () => {
    const ids: string[] = [];
    for (const offset of [0, 1]) {
      const answer = await api(`/users/${rater.id}/ratings?limit=1&offset=${offset}`, { token: rater.token });
      expect(meta(answer)).toEqual({ total: 2, limit: 1, offset });
      ids.push(...expectOk<HistoryItem[]>(answer).map((item) => item.id));
    }
    expect(ids).toEqual([anonymous, named]);
    const past = await api(`/users/${rater.id}/ratings?offset=10`, { token: rater.token });
    expect(expectOk(past)).toEqual([]);
    expect(meta(past)).toEqual({ total: 2, limit: 20, offset: 10 });
    const pastForVisitor = await api(`/users/${rater.id}/ratings?offset=10`);
    expect(meta(pastForVisitor).total).toBe(1);
  });

  it('answers a member who rated nothing with an empty page', async () => {
    const answer = await api(`/users/${owner.id}/ratings`);
    expect(expectOk(answer)).toEqual([]);
    expect(meta(answer)).toEqual({ total: 0, limit: 20, offset: 0 });
  });

  it('404 for an unknown or malformed user id, 422 for a bad limit or offset', async () => {
    expectError(await api('/users/00000000-0000-4000-a000-999999999999/ratings'), 404, 'not_found');
    expectError(await api('/users/not-an-id/ratings'), 404, 'not_found');
    expectInvalid(await api(`/users/${rater.id}/ratings?limit=101`), 'limit');
    expectInvalid(await api(`/users/${rater.id}/ratings?limit=0`), 'limit');
    expectInvalid(await api(`/users/${rater.id}/ratings?offset=-3`), 'offset');
  });
});
