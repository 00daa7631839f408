// The trash: DELETE /api/ideas/{id} and DELETE /api/admin/ideas/{id} move an idea to it, where it answers as a missing
// idea to everyone; GET /api/admin/trash lists it for administrators and POST /api/admin/ideas/{id}/restore gives
// it back exactly as it was; POST /api/internal/purge-trash (the schedule's) removes for good what has been there
// 30 days, deck files included. The purge's 30-day bound at a given moment is pgTAP 040's.
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ROLE_KEY } from '../../stack/index.ts';
import type { TrashedIdea, TrashPurge } from '../../supabase/functions/_shared/schemas/trash.ts';
import {
  api,
  type ApiOptions,
  approvedIdea,
  expectError,
  expectOk,
  ideaForm,
  type Member,
  newMember,
  pdfBytes,
  signInAdmin,
  sql,
  storedIdea,
  submitIdea,
} from './support.ts';

let rater: Member;
let other: Member;
let admin: Member;

beforeAll(async () => {
  [rater, other, admin] = await Promise.all([
    newMember('trash-rater'),
    newMember('trash-other'),
    signInAdmin(),
  ]);
});

const remove = (id: string, token: string, path = `/ideas/${id}`) => api(path, { method: 'DELETE', token });
const restore = (id: string, token?: string) => api(`/admin/ideas/${id}/restore`, { method: 'POST', token });
const trashPage = async (query = '') =>
  expectOk<TrashedIdea[]>(await api(`/admin/trash${query}`, { token: admin.token }));

/** An author of their own: a member may submit only a few ideas an hour. */
const newAuthor = () => newMember('trash-author');

/** An approved idea of `author` with a rating and a comment from `rater`. */
async function ratedIdea(author: Member) {
  const idea = await approvedIdea(author);
  expectOk(
    await api('/ratings', {
      token: rater.token,
      json: { ideaId: idea.id, marketDemand: 80, innovation: 70, competition: 60 },
    }),
    201,
  );
  expectOk(
    await api(`/ideas/${idea.id}/comments`, { token: rater.token, json: { body: 'Kept in the trash' } }),
    201,
  );
  return idea;
}

/** What a visitor or member reads of the idea: the idea, its ratings, its comments, its scores. */
async function reads(id: string, token?: string) {
  const answers = await Promise.all([
    api(`/ideas/${id}`, { token }),
    api(`/ratings/idea/${id}`, { token }),
    api(`/ideas/${id}/comments`, { token }),
    api(`/ideas/${id}/scores`, { token }),
  ]);
  return answers.map((answer) => ({ status: answer.status, body: answer.body }));
}

describe('deleting an idea moves it to the trash', () => {
  it('answers as a missing idea to everyone, its author included, and keeps its ratings and comments', async () => {
    const author = await newAuthor();
    const idea = await ratedIdea(author);
    const before = await reads(idea.id);
    expect(before.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);

    expect(expectOk(await remove(idea.id, author.token))).toEqual({ id: idea.id });

    const missing = await reads('00000000-0000-4000-8000-00000000dead');
    for (const token of [undefined, rater.token, author.token, admin.token]) {
      expect(await reads(idea.id, token)).toEqual(missing);
    }
    expectError(await remove(idea.id, author.token), 404);
    // The author's notification of the rating no longer links to it.
    const items = expectOk<{ kind: string; ideaId: string | null; title: string | null }[]>(
      await api('/notifications', { token: author.token }),
    );
    const told = items.filter((item) => item.title === idea.title);
    expect(told.length).toBeGreaterThan(0);
    expect(told.map((item) => item.ideaId)).toEqual(told.map(() => null));
    const [kept] = await sql<{ ratings: number; comments: number; deleted_by: string }>(
      `select (select count(*)::int from public.ratings where idea_id = $1) as ratings,
              (select count(*)::int from public.comments where idea_id = $1) as comments,
              (select deleted_by from public.ideas where id = $1) as deleted_by`,
      [idea.id],
    );
    expect(kept).toEqual({ ratings: 1, comments: 1, deleted_by: author.id });
  });

  it('leaves the leaderboard, its search and its count at once', async () => {
    const author = await newAuthor();
    const idea = await approvedIdea(author, { title: `Trash search ${Date.now()}` });
    const search = `/ideas?search=${encodeURIComponent(idea.title)}`;
    const found = await api<{ id: string }[]>(search);
    expect(expectOk<{ id: string }[]>(found).map((item) => item.id)).toEqual([idea.id]);
    expect(found.body.meta?.total).toBe(1);

    expectOk(await remove(idea.id, admin.token, `/admin/ideas/${idea.id}`));
    const after = await api(search);
    expect(expectOk(after)).toEqual([]);
    expect(after.body.meta?.total).toBe(0);
  });

  it("refuses visitors (401), another member's delete (403, or 404 for a hidden idea), leaving the idea live", async () => {
    const author = await newAuthor();
    const [approved, pending] = await Promise.all([approvedIdea(author), submitIdea(author)]);
    expectError(await api(`/ideas/${approved.id}`, { method: 'DELETE' }), 401);
    expectError(await remove(approved.id, other.token), 403, 'forbidden');
    expectError(await remove(pending.id, other.token), 404);
    const rows = await sql<{ deleted_at: Date | null }>(
      'select deleted_at from public.ideas where id = any($1::uuid[])',
      [[approved.id, pending.id]],
    );
    expect(rows).toEqual([{ deleted_at: null }, { deleted_at: null }]);
  });
});

/** Writes that name an idea, as the request for the idea `id`. */
type Write = [string, (id: string) => [string, ApiOptions]];
const MEMBER_WRITES: Write[] = [
  ['PUT /ideas/{id}', (id) => [`/ideas/${id}`, { method: 'PUT', form: ideaForm() }]],
  ['DELETE /ideas/{id}', (id) => [`/ideas/${id}`, { method: 'DELETE' }]],
  ['POST /ideas/{id}/comments', (id) => [`/ideas/${id}/comments`, { json: { body: 'Is it still here?' } }]],
  [
    'POST /ratings',
    (id) => ['/ratings', { json: { ideaId: id, marketDemand: 50, innovation: 50, competition: 50 } }],
  ],
];
const ADMIN_WRITES: Write[] = [
  ['PUT /admin/ideas/{id}', (id) => [`/admin/ideas/${id}`, { method: 'PUT', form: ideaForm() }]],
  ['DELETE /admin/ideas/{id}', (id) => [`/admin/ideas/${id}`, { method: 'DELETE' }]],
  ['PUT /admin/ideas/{id}/approve', (id) => [`/admin/ideas/${id}/approve`, { method: 'PUT' }]],
  ['POST /admin/ideas/{id}/reject', (id) => [`/admin/ideas/${id}/reject`, { method: 'POST' }]],
];

describe('writes on a trashed idea', () => {
  it('are refused as on a missing idea: its author, another member, an administrator reviewing it', async () => {
    const author = await newAuthor();
    const [approved, pending] = [await approvedIdea(author), await submitIdea(author)];
    for (const idea of [approved, pending]) expectOk(await remove(idea.id, author.token));
    const ask = async ([, route]: Write, id: string, token: string) => {
      const [path, options] = route(id);
      const answer = await api(path, { ...options, token });
      return { status: answer.status, body: answer.body };
    };
    const missing = '00000000-0000-4000-8000-00000000dead';
    for (const [token, writes, id] of [
      [author.token, MEMBER_WRITES, approved.id],
      [other.token, MEMBER_WRITES, approved.id],
      [admin.token, ADMIN_WRITES, pending.id],
    ] as const) {
      for (const write of writes) {
        expect(await ask(write, id, token), write[0]).toEqual(await ask(write, missing, token));
      }
    }
    const rows = await sql<{ status: string; trashed: boolean; comments: number; ratings: number }>(
      `select status, deleted_at is not null as trashed, comment_count as comments, total_ratings as ratings
       from public.ideas where id = any($1::uuid[]) order by status`,
      [[approved.id, pending.id]],
    );
    expect(rows).toEqual([
      { status: 'approved', trashed: true, comments: 0, ratings: 0 },
      { status: 'pending', trashed: true, comments: 0, ratings: 0 },
    ]);
  });
});

describe('GET /api/admin/trash', () => {
  it('lists the trash newest first, with who deleted each idea, when, and when it will be purged, in pages', async () => {
    const author = await newAuthor();
    const [first, second] = [await submitIdea(author), await approvedIdea(author)];
    expectOk(await remove(first.id, author.token));
    expectOk(await remove(second.id, admin.token, `/admin/ideas/${second.id}`));

    const answer = await api<TrashedIdea[]>('/admin/trash?limit=2', { token: admin.token });
    const page = expectOk<TrashedIdea[]>(answer);
    expect(page.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(answer.body.meta).toMatchObject({ limit: 2, offset: 0 });
    const [adminsDelete, authorsDelete] = page;
    expect(adminsDelete).toMatchObject({
      title: second.title,
      status: 'approved',
      author: { id: author.id },
      deletedBy: { id: admin.id },
    });
    expect(authorsDelete).toMatchObject({ status: 'pending', deletedBy: { id: author.id } });
    const days = (item: TrashedIdea) => (Date.parse(item.purgeAt) - Date.parse(item.deletedAt)) / 86_400_000;
    expect(page.map(days)).toEqual([30, 30]);

    const next = await trashPage('?limit=1&offset=1');
    expect(next.map((item) => item.id)).toEqual([first.id]);
  });

  it('is for administrators only: 401 for visitors, 403 for members', async () => {
    const author = await newAuthor();
    expectError(await api('/admin/trash'), 401);
    expectError(await api('/admin/trash', { token: author.token }), 403, 'forbidden');
  });
});

describe('POST /api/admin/ideas/{id}/restore', () => {
  it('gives the idea back with its status, scores, rank and comments', async () => {
    const author = await newAuthor();
    const idea = await ratedIdea(author);
    const before = await reads(idea.id);
    const rank = () =>
      sql<{ rank: number }>(
        `select count(*)::int + 1 as rank from public.ideas as o, public.ideas as i
         where i.id = $1 and o.status = 'approved' and o.deleted_at is null
           and (o.total_ratings > 0, o.final_score, o.created_at, o.id) > (i.total_ratings > 0, i.final_score, i.created_at, i.id)`,
        [idea.id],
      );
    const rankBefore = await rank();
    expectOk(await remove(idea.id, admin.token, `/admin/ideas/${idea.id}`));

    const answer = await restore(idea.id, admin.token);
    expect(expectOk(answer)).toEqual({ id: idea.id });
    expect(answer.body.message).toBe('Idea restored.');
    expect(await reads(idea.id)).toEqual(before);
    expect(await rank()).toEqual(rankBefore);
    expect((await trashPage('?limit=100')).map((item) => item.id)).not.toContain(idea.id);
    const audit = await sql<{ action: string; actor_id: string }>(
      `select action, actor_id from private.audit_log where target_id = $1 order by id`,
      [idea.id],
    );
    expect(
      audit.filter((entry) => entry.action.startsWith('idea.d') || entry.action === 'idea.restore'),
    ).toEqual([
      { action: 'idea.delete', actor_id: admin.id },
      { action: 'idea.restore', actor_id: admin.id },
    ]);
  });

  it('answers 404 for an idea not in the trash, 401 for visitors and 403 for members, its author included', async () => {
    const author = await newAuthor();
    const idea = await submitIdea(author);
    expectError(await restore(idea.id, admin.token), 404);
    expectError(await restore('00000000-0000-4000-8000-00000000dead', admin.token), 404);
    expectOk(await remove(idea.id, author.token));
    expectError(await restore(idea.id), 401);
    expectError(await restore(idea.id, author.token), 403, 'forbidden');
    const [row] = await sql<{ trashed: boolean }>(
      'select deleted_at is not null as trashed from public.ideas where id = $1',
      [idea.id],
    );
    expect(row).toEqual({ trashed: true });
  });
});

describe('POST /api/internal/purge-trash', () => {
  const purge = (secret?: string) =>
    api('/internal/purge-trash', {
      method: 'POST',
      headers: secret ? { 'x-mail-worker-secret': secret } : {},
    });
  const alive = async (ids: string[]) =>
    (await sql<{ id: string }>('select id from public.ideas where id = any($1::uuid[])', [ids])).map(
      (row) => row.id,
    );
  const files = async (path: string) =>
    (await sql("select 1 from storage.objects where bucket_id = 'pitch-decks' and name = $1", [path])).length;

  it('removes for good what has been in the trash over 30 days, with its deck file, and nothing younger', async () => {
    const author = await newAuthor();
    const form = ideaForm({}, { bytes: pdfBytes(10), name: 'purged.pdf' });
    const old = expectOk<{ id: string }>(await api('/ideas', { token: author.token, form }), 201);
    const young = await submitIdea(author);
    const deck = (await storedIdea(old.id))!.pitch_deck_path as string;
    for (const idea of [old, young]) expectOk(await remove(idea.id, author.token));
    await sql(`update public.ideas set deleted_at = now() - interval '31 days' where id = $1`, [old.id]);
    expect(await files(deck)).toBe(1);

    // The stack's own schedule may run the purge meanwhile: the state afterwards is what counts.
    expect(expectOk<TrashPurge>(await purge(SERVICE_ROLE_KEY))).toEqual({
      purged: expect.any(Number),
      decksRemoved: expect.any(Number),
    });
    expect(await alive([old.id, young.id])).toEqual([young.id]);
    expect(await files(deck)).toBe(0);
    const audit = await sql<{ actor_id: string | null }>(
      `select actor_id from private.audit_log where action = 'idea.purge' and target_id = $1`,
      [old.id],
    );
    expect(audit).toEqual([{ actor_id: null }]);
  });

  it("answers 401 without the workers' secret, removing nothing", async () => {
    const author = await newAuthor();
    const idea = await submitIdea(author);
    expectOk(await remove(idea.id, author.token));
    await sql(`update public.ideas set deleted_at = now() - interval '31 days' where id = $1`, [idea.id]);
    expectError(await purge(), 401);
    expectError(await purge('not the secret'), 401);
    expect(await alive([idea.id])).toEqual([idea.id]);
    // Left as it was for the next run (the schedule's, or this file's own above).
    await sql(`update public.ideas set deleted_at = now() where id = $1`, [idea.id]);
  });
});
