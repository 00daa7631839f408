// Deleting one's account (DELETE /api/me, the e-mail typed to confirm) and the avatars bucket: every refusal
// (no or a forged token, a wrong e-mail, the last administrator) deletes nothing; a deletion takes the account, its
// ideas with their pitch decks, its ratings, comments and avatar files, and every idea it rated keeps exact scores;
// the deleted member's token is refused afterwards. Avatars: own folder only, PNG, JPEG or WebP up to 2 MB, read
// by anyone through the public URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, startThrowawayStack, type ThrowawayStack } from '../../stack/index.ts';
import { passwordSignIn } from '../support/accounts.ts';
import { request } from '../support/request.ts';
import {
  api,
  apiUrl,
  approve,
  approvedIdea,
  expectError,
  expectInvalid,
  expectOk,
  ideaForm,
  type Member,
  newMember,
  pdfBytes,
  SEED,
  sql,
} from './support.ts';

/** A 1x1 PNG: the signature, IHDR, IDAT and IEND. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const storageUrl = (base: string, path: string) => `${base}/storage/v1/object/${path}`;

/** Uploads (or replaces) a file in the avatars bucket as `member`, as the SPA does. */
const uploadAvatar = (member: Member | undefined, path: string, bytes: Uint8Array, type = 'image/png') =>
  request(storageUrl(apiUrl(), `avatars/${path}`), {
    method: 'POST',
    token: member?.token,
    headers: { apikey: ANON_KEY, 'content-type': type, 'x-upsert': 'true' },
    body: bytes,
  });

/** Storage answers refusals with HTTP 400 and the real status as text in the body. */
const storageStatus = (answer: { status: number; json: unknown }) =>
  answer.status === 200 ? 200 : Number((answer.json as { statusCode?: string } | undefined)?.statusCode);

const deleteAccount = (token: string | undefined, json: unknown = {}) =>
  api('/me', { method: 'DELETE', token, json });

/** Everything of one member the deletion must remove, counted. */
async function holdings(userId: string) {
  const [row] = await sql<Record<string, string>>(
    `select
       (select count(*) from auth.users where id = $1) as accounts,
       (select count(*) from public.profiles where id = $1) as profiles,
       (select count(*) from public.ideas where author_id = $1) as ideas,
       (select count(*) from public.ratings where user_id = $1) as ratings,
       (select count(*) from public.comments where author_id = $1) as comments,
       (select count(*) from storage.objects
        where bucket_id in ('pitch-decks', 'avatars') and name like $1::text || '/%') as files`,
    [userId],
  );
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value)]));
}

/** Ideas whose maintained rating columns differ from a recomputation from their ratings (one snapshot). */
const driftedIdeas = () =>
  sql<{ id: string }>(
    `select i.id from public.ideas as i
     left join public.ratings as r on r.idea_id = i.id
     group by i.id
     having max(i.total_ratings) <> count(r.id)
        or max(i.market_demand_sum) <> coalesce(sum(r.market_demand), 0)
        or max(i.innovation_sum) <> coalesce(sum(r.innovation), 0)
        or max(i.competition_sum) <> coalesce(sum(r.competition), 0)
        or max(i.market_demand_sumsq) <> coalesce(sum(r.market_demand::bigint * r.market_demand), 0)
        or max(i.innovation_sumsq) <> coalesce(sum(r.innovation::bigint * r.innovation), 0)
        or max(i.competition_sumsq) <> coalesce(sum(r.competition::bigint * r.competition), 0)
        or max(i.overall_sumsq) <> coalesce(sum((r.market_demand + r.innovation + r.competition)::bigint
                                                * (r.market_demand + r.innovation + r.competition)), 0)
        or max(i.market_demand_histogram) <> (
             select array_agg((select count(*) from public.ratings as h
                               where h.idea_id = i.id and least(h.market_demand / 10, 9) = b)::integer order by b)
             from generate_series(0, 9) as b)
        or max(i.innovation_histogram) <> (
             select array_agg((select count(*) from public.ratings as h
                               where h.idea_id = i.id and least(h.innovation / 10, 9) = b)::integer order by b)
             from generate_series(0, 9) as b)
        or max(i.competition_histogram) <> (
             select array_agg((select count(*) from public.ratings as h
                               where h.idea_id = i.id and least(h.competition / 10, 9) = b)::integer order by b)
             from generate_series(0, 9) as b)`,
  );

let leaver: Member;
let author: Member;
let rater: Member;
let ratedIdeas: { id: string }[];
let leaverIdea: { id: string };

beforeAll(async () => {
  [leaver, author, rater] = await Promise.all([
    newMember('leaver', 'Lee Leaver'),
    newMember('rated-author', 'Ada Author'),
    newMember('leaver-rater', 'Rita Rater'),
  ]);
  ratedIdeas = await Promise.all([approvedIdea(author), approvedIdea(author)]);
  // The leaver's approved idea with a pitch deck, rated and discussed by another member, and a pending one.
  leaverIdea = expectOk<{ id: string }>(
    await api('/ideas', {
      token: leaver.token,
      form: ideaForm({}, { bytes: pdfBytes(), name: 'deck.pdf', type: 'application/pdf' }),
    }),
    201,
  );
  await approve(leaverIdea.id);
  expectOk(await api('/ideas', { token: leaver.token, form: ideaForm() }), 201);
  const scores = [
    { marketDemand: 0, innovation: 100, competition: 99 },
    { marketDemand: 55, innovation: 9, competition: 10 },
  ];
  for (const [i, idea] of ratedIdeas.entries()) {
    expectOk(await api('/ratings', { token: leaver.token, json: { ideaId: idea.id, ...scores[i] } }), 201);
    expectOk(
      await api('/ratings', {
        token: rater.token,
        json: { ideaId: idea.id, marketDemand: 70, innovation: 40, competition: 20 },
      }),
      201,
    );
  }
  expectOk(
    await api('/ratings', {
      token: rater.token,
      json: { ideaId: leaverIdea.id, marketDemand: 50, innovation: 50, competition: 50 },
    }),
    201,
  );
  const comment = expectOk<{ id: string }>(
    await api(`/ideas/${ratedIdeas[0]!.id}/comments`, {
      token: leaver.token,
      json: { body: 'A question of mine' },
    }),
    201,
  );
  expectOk(
    await api(`/ideas/${ratedIdeas[0]!.id}/comments`, {
      token: author.token,
      json: { body: 'An answer', parentId: comment.id },
    }),
    201,
  );
  expectOk(
    await api(`/ideas/${ratedIdeas[1]!.id}/comments`, {
      token: leaver.token,
      json: { body: 'A lone remark' },
    }),
    201,
  );
  expect(storageStatus(await uploadAvatar(leaver, `${leaver.id}/avatar.png`, PNG))).toBe(200);
});

describe('DELETE /api/me: refusals delete nothing', () => {
  it('401 without a token or with a forged one', async () => {
    const before = await holdings(leaver.id);
    expect(before).toMatchObject({ accounts: 1, profiles: 1, ideas: 2, ratings: 2, comments: 2, files: 2 });
    expectError(await deleteAccount(undefined, { email: leaver.email }), 401);
    expectError(await deleteAccount('not-a-token', { email: leaver.email }), 401);
    expectError(await deleteAccount(`${leaver.token.slice(0, -4)}AAAA`, { email: leaver.email }), 401);
    expect(await holdings(leaver.id)).toEqual(before);
  });

  it("422 when the e-mail typed is not the account's, or missing", async () => {
    const before = await holdings(leaver.id);
    const wrong = expectInvalid(await deleteAccount(leaver.token, { email: author.email }), 'email');
    expect(wrong.details?.email).toEqual(['This is not the e-mail address of your account.']);
    expectInvalid(await deleteAccount(leaver.token, {}), 'email');
    expectInvalid(await deleteAccount(leaver.token, { email: leaver.email, also: 'this' }), 'also');
    expect(await holdings(leaver.id)).toEqual(before);
  });
});

describe('DELETE /api/me: the deletion', () => {
  it('deletes the account, its ideas and decks, ratings, comments and avatar; rated ideas keep exact scores', async () => {
    const avatarUrl = storageUrl(apiUrl(), `public/avatars/${leaver.id}/avatar.png`);
    expect((await request(avatarUrl)).status).toBe(200);
    const [{ comment_id: emptiedId }] = (await sql<{ comment_id: string }>(
      `select id as comment_id from public.comments where author_id = $1 and body = 'A question of mine'`,
      [leaver.id],
    )) as [{ comment_id: string }];

    const answer = await deleteAccount(leaver.token, { email: leaver.email.toUpperCase() });
    expect(expectOk(answer)).toBeNull();
    expect(answer.body.message).toBe('Your account has been deleted.');

    expect(await holdings(leaver.id)).toEqual({
      accounts: 0,
      profiles: 0,
      ideas: 0,
      ratings: 0,
      comments: 0,
      files: 0,
    });
    expect((await request(avatarUrl)).status).not.toBe(200);
    expect(await sql('select 1 from public.ideas where id = $1', [leaverIdea.id])).toEqual([]);
    // The comment with another member's reply stays emptied, so the reply keeps its place.
    expect(
      await sql(
        'select body, author_id, deleted_at is not null as deleted from public.comments where id = $1',
        [emptiedId],
      ),
    ).toEqual([{ body: null, author_id: null, deleted: true }]);

    const scored = await sql<{ total_ratings: number; market_demand_sum: string; final_score: string }>(
      `select total_ratings, market_demand_sum, final_score from public.ideas where id = any($1::uuid[]) order by id`,
      [ratedIdeas.map((idea) => idea.id).sort()],
    );
    expect(scored).toEqual([
      { total_ratings: 1, market_demand_sum: '70', final_score: '43.33' },
      { total_ratings: 1, market_demand_sum: '70', final_score: '43.33' },
    ]);
    expect(await driftedIdeas()).toEqual([]);
  });

  it("refuses the deleted member's token afterwards, and their password", async () => {
    expectError(await api('/me', { token: leaver.token }), 404);
    expectError(await deleteAccount(leaver.token, { email: leaver.email }), 404);
    expectError(await api('/me', { method: 'PUT', token: leaver.token, json: { bio: 'back' } }), 404);
    await expect(passwordSignIn(apiUrl(), leaver.email)).rejects.toThrow(/sign-in/);
    expect(await holdings(leaver.id)).toMatchObject({ accounts: 0, profiles: 0 });
  });
});

describe('the avatars bucket', () => {
  it('takes PNG, JPEG or WebP up to 2 MB into the member’s own folder; anyone reads it by its public URL', async () => {
    expect(storageStatus(await uploadAvatar(author, `${author.id}/avatar.png`, PNG))).toBe(200);
    expect(storageStatus(await uploadAvatar(author, `${author.id}/avatar.png`, PNG))).toBe(200); // replaced
    const download = await request(storageUrl(apiUrl(), `public/avatars/${author.id}/avatar.png`));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('image/png');
  });

  it("refuses another member's folder, visitors, other types and files over 2 MB, storing nothing", async () => {
    expect(storageStatus(await uploadAvatar(rater, `${author.id}/intruder.png`, PNG))).toBe(403);
    expect([400, 401, 403]).toContain(
      storageStatus(await uploadAvatar(undefined, `${rater.id}/anon.png`, PNG)),
    );
    expect(
      storageStatus(
        await uploadAvatar(rater, `${rater.id}/note.png`, new TextEncoder().encode('hi'), 'text/plain'),
      ),
    ).toBe(415);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    expect(storageStatus(await uploadAvatar(rater, `${rater.id}/big.png`, big))).toBe(413);
    expect(
      await sql(`select name from storage.objects where bucket_id = 'avatars' and name like $1`, [
        `${rater.id}/%`,
      ]),
    ).toEqual([]);
    expect(
      await sql(`select name from storage.objects where bucket_id = 'avatars' and name = $1`, [
        `${author.id}/intruder.png`,
      ]),
    ).toEqual([]);
  });
});

// The last administrator: on a stack of its own, whose only administrator is the seed's, so that no test file
// running at the same time can promote someone (and let the deletion through) or lose its administrator.
describe.skipIf(Boolean(process.env.DATABASE_URL))('DELETE /api/me: the last administrator', () => {
  let own: ThrowawayStack;
  beforeAll(async () => {
    own = await startThrowawayStack({ prefix: 'ideaboard-account-' });
  }, 120_000);
  afterAll(async () => {
    await own?.dispose();
  });

  it('409 with a clear message; the account and its role stay', async () => {
    const admin = await passwordSignIn(own.apiUrl, SEED.admin.email);
    const answer = await request(`${own.apiUrl}/functions/v1/api/me`, {
      method: 'DELETE',
      token: admin.token,
      json: { email: SEED.admin.email },
    });
    expect(answer.status, answer.text).toBe(409);
    expect(answer.json).toEqual({
      success: false,
      code: 'wrong_state',
      message:
        'The last administrator cannot delete their account. Make another member an administrator first.',
    });
    const me = await request(`${own.apiUrl}/functions/v1/api/me`, { token: admin.token });
    expect((me.json as { data: { isAdmin: boolean } }).data.isAdmin).toBe(true);
  });
});
