// The administrator endpoints: each one refuses visitors (401) and members (403) without writing anything, and
// works for administrators: the dashboard counts (equal to the database's), the review queue, approve and reject
// (409 when the idea is not pending, 404 when unknown), revise-and-resubmit by the owner, admin edit and delete,
// the user list with name search and paging, promote and demote.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  type ApiOptions,
  expectError,
  expectInvalid,
  expectOk,
  ideaForm,
  type Member,
  newMember,
  pdfBytes,
  SEED,
  signInAdmin,
  signInBob,
  sql,
  storedIdea,
  submitIdea,
} from './support.ts';

interface Idea {
  id: string;
  title: string;
  status: string;
  authorId: string;
  rejectionReason: string | null;
  reviewedAt: string | null;
  hasPitchDeck: boolean;
  [key: string]: unknown;
}

interface UserRow {
  uid: string;
  displayName: string;
  email: string;
  isAdmin: boolean;
  [key: string]: unknown;
}

let admin: Member;
let bob: Member;
let author: Member;
let candidate: Member;

beforeAll(async () => {
  [admin, bob, author, candidate] = await Promise.all([
    signInAdmin(),
    signInBob(),
    newMember('author', 'Arthur Author'),
    newMember('candidate', 'Carla Candidate'),
  ]);
});

/** Retries `check` until the database held still around it (other test files write meanwhile). */
async function whileStill<T>(
  snapshot: () => Promise<T>,
  check: (expected: T) => Promise<boolean>,
): Promise<T> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const before = await snapshot();
    const matched = await check(before);
    const after = await snapshot();
    if (JSON.stringify(before) === JSON.stringify(after)) {
      if (matched) return before;
      throw new Error(`the answer differs from the database: ${JSON.stringify(before)}`);
    }
  }
  throw new Error('the database kept changing');
}

describe('who may call the admin endpoints', () => {
  let pending: { id: string };

  beforeAll(async () => {
    pending = await submitIdea(author);
  });

  const endpoints = (): [string, string, ApiOptions?][] => [
    ['GET', '/admin/dashboard'],
    ['GET', '/admin/ideas/pending'],
    ['PUT', `/admin/ideas/${pending.id}/approve`],
    ['POST', `/admin/ideas/${pending.id}/reject`, { json: { reason: 'Not by you' } }],
    ['PUT', `/admin/ideas/${pending.id}`, { form: ideaForm({ title: 'Changed by an intruder' }) }],
    ['DELETE', `/admin/ideas/${pending.id}`],
    ['GET', '/admin/users'],
    ['PUT', `/admin/users/${candidate.id}/promote`],
    ['PUT', `/admin/users/${SEED.admin.id}/demote`],
  ];

  it('visitors get 401 and members 403 on every admin endpoint, and nothing changes', async () => {
    const snapshot = async () => ({
      idea: await storedIdea(pending.id),
      admins: await sql('select id from public.profiles where is_admin order by id'),
    });
    const before = await snapshot();
    for (const [method, pathname, options] of endpoints()) {
      expectError(await api(pathname, { ...options, method }), 401, 'unauthorized');
      const error = expectError(
        await api(pathname, { ...options, method, token: bob.token }),
        403,
        'forbidden',
      );
      expect(error.message, `${method} ${pathname}`).toMatch(/administrators/i);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('who is asking is checked before the body: no 400 or 422 for visitors and members', async () => {
    const reject = `/admin/ideas/${pending.id}/reject`;
    const malformed = {
      method: 'POST',
      body: '{"reason": ',
      headers: { 'content-type': 'application/json' },
    };
    expectError(await api(reject, malformed), 401);
    expectError(await api(reject, { ...malformed, token: bob.token }), 403);
    expectError(
      await api(reject, { method: 'POST', token: bob.token, json: { reason: 'r'.repeat(5000) } }),
      403,
    );
    const edit = `/admin/ideas/${pending.id}`;
    expectError(await api(edit, { method: 'PUT', token: bob.token, form: ideaForm({ title: 'x' }) }), 403);
    expect(await storedIdea(pending.id)).toMatchObject({ status: 'pending', rejection_reason: null });
  });

  it('administrators may read the dashboard, the queue and the user list', async () => {
    for (const pathname of ['/admin/dashboard', '/admin/ideas/pending', '/admin/users']) {
      expectOk(await api(pathname, { token: admin.token }));
    }
  });
});

describe('GET /api/admin/dashboard', () => {
  it('counts users, ideas, pending ideas, edits waiting and ratings as the database does', async () => {
    const counts = () =>
      sql<Record<string, number>>(
        `select (select count(*)::int from public.profiles) as "totalUsers",
                (select count(*)::int from public.ideas where deleted_at is null) as "totalIdeas",
                (select count(*)::int from public.ideas where status = 'pending' and deleted_at is null) as "pendingIdeas",
                (select count(*)::int from public.idea_edits as e join public.ideas as i on i.id = e.idea_id
                  where i.deleted_at is null) as "pendingEdits",
                (select count(*)::int from public.ratings as r join public.ideas as i on i.id = r.idea_id
                  where i.deleted_at is null) as "totalRatings"`,
      ).then((rows) => rows[0]!);
    await whileStill(counts, async (expected) => {
      const data = expectOk(await api('/admin/dashboard', { token: admin.token }));
      return JSON.stringify(data) === JSON.stringify(expected);
    });
  });
});

describe('GET /api/admin/ideas/pending', () => {
  it("lists every pending idea, oldest first, with every field the reviewer judges and its author's name", async () => {
    const idea = await submitIdea(author, { fundingNeeded: '4000' });
    const ids = () =>
      sql<{ id: string }>(
        `select id from public.ideas where status = 'pending' and deleted_at is null order by created_at, id`,
      ).then((r) => r.map((x) => x.id));
    await whileStill(ids, async (expected) => {
      const data = expectOk<Idea[]>(await api('/admin/ideas/pending', { token: admin.token }));
      return JSON.stringify(data.map((i) => i.id)) === JSON.stringify(expected);
    });
    const queue = expectOk<Record<string, unknown>[]>(
      await api('/admin/ideas/pending', { token: admin.token }),
    );
    expect(queue.find((i) => i.id === idea.id)).toEqual({
      id: idea.id,
      title: idea.title,
      description: idea.description,
      category: 'technology',
      tags: idea.tags,
      targetMarket: idea.targetMarket,
      businessModel: idea.businessModel,
      hasPitchDeck: false,
      pitchDeckUrl: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      authorId: author.id,
      author: { displayName: 'Arthur Author' },
      fundingNeeded: 4000,
    });
  });
});

describe('approve and reject', () => {
  it('approve: 200 with the approved idea, recorded with reviewer and time; 409 a second time', async () => {
    const idea = await submitIdea(author);
    const answer = await api(`/admin/ideas/${idea.id}/approve`, { method: 'PUT', token: admin.token });
    expect(expectOk<Idea>(answer)).toMatchObject({
      id: idea.id,
      status: 'approved',
      reviewedAt: expect.any(String),
      rejectionReason: null,
    });
    expect(answer.body.message).toBe('Idea approved successfully!');
    expect(await storedIdea(idea.id)).toMatchObject({ status: 'approved', reviewed_by: SEED.admin.id });

    const before = await storedIdea(idea.id);
    expectError(
      await api(`/admin/ideas/${idea.id}/approve`, { method: 'PUT', token: admin.token }),
      409,
      'wrong_state',
    );
    expectError(
      await api(`/admin/ideas/${idea.id}/reject`, {
        method: 'POST',
        token: admin.token,
        json: { reason: 'late' },
      }),
      409,
      'wrong_state',
    );
    expect(await storedIdea(idea.id)).toEqual(before);
  });

  it('reject with a reason: the owner sees it, visitors do not see the idea', async () => {
    const idea = await submitIdea(author);
    const answer = await api(`/admin/ideas/${idea.id}/reject`, {
      method: 'POST',
      token: admin.token,
      json: { reason: '  Please describe the market size.  ' },
    });
    expect(expectOk<Idea>(answer)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please describe the market size.',
    });
    expect(answer.body.message).toBe('Idea rejected successfully!');
    expect(expectOk<Idea>(await api(`/ideas/${idea.id}`, { token: author.token }))).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please describe the market size.',
    });
    expectError(await api(`/ideas/${idea.id}`), 404);
    expectError(await api(`/ideas/${idea.id}`, { token: bob.token }), 404);
    expectError(await api(`/admin/ideas/${idea.id}/approve`, { method: 'PUT', token: admin.token }), 409);
  });

  it('reject without a reason: no body, an empty object, null or blank all leave no reason', async () => {
    const bodies: ApiOptions[] = [{}, { json: {} }, { json: { reason: null } }, { json: { reason: '   ' } }];
    for (const options of bodies) {
      const idea = await submitIdea(author);
      const rejected = expectOk<Idea>(
        await api(`/admin/ideas/${idea.id}/reject`, { ...options, method: 'POST', token: admin.token }),
      );
      expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: null });
    }
  });

  it('refuses bad reasons (422) and malformed JSON (400), leaving the idea pending', async () => {
    const idea = await submitIdea(author);
    const reject = (options: ApiOptions) =>
      api(`/admin/ideas/${idea.id}/reject`, { ...options, method: 'POST', token: admin.token });
    expectInvalid(await reject({ json: { reason: 'r'.repeat(1001) } }), 'reason');
    expectInvalid(await reject({ json: { reason: 42 } }), 'reason');
    expectInvalid(await reject({ json: { reason: 'ok', status: 'approved' } }), 'status');
    expectError(await reject({ body: '{"reason": ', headers: { 'content-type': 'application/json' } }), 400);
    expect(await storedIdea(idea.id)).toMatchObject({ status: 'pending', rejection_reason: null });
    const atLimit = expectOk<Idea>(await reject({ json: { reason: 'r'.repeat(1000) } }));
    expect(atLimit.rejectionReason).toHaveLength(1000);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-b000-999999999999', 'not-an-id']) {
      expectError(
        await api(`/admin/ideas/${id}/approve`, { method: 'PUT', token: admin.token }),
        404,
        'not_found',
      );
      expectError(
        await api(`/admin/ideas/${id}/reject`, { method: 'POST', token: admin.token }),
        404,
        'not_found',
      );
    }
  });

  it("the owner's edit of a rejected idea sends it back to the queue without the old reason", async () => {
    const idea = await submitIdea(author);
    expectOk(
      await api(`/admin/ideas/${idea.id}/reject`, {
        method: 'POST',
        token: admin.token,
        json: { reason: 'Too vague' },
      }),
    );
    const edited = expectOk<Idea>(
      await api(`/ideas/${idea.id}`, {
        method: 'PUT',
        token: author.token,
        form: ideaForm({ title: 'Revised and resubmitted' }),
      }),
    );
    expect(edited).toMatchObject({
      status: 'pending',
      rejectionReason: null,
      reviewedAt: null,
      title: 'Revised and resubmitted',
    });
    const queue = expectOk<Idea[]>(await api('/admin/ideas/pending', { token: admin.token }));
    expect(queue.map((i) => i.id)).toContain(idea.id);
    expect(
      expectOk<Idea>(await api(`/admin/ideas/${idea.id}/approve`, { method: 'PUT', token: admin.token }))
        .status,
    ).toBe('approved');
  });
});

describe('admin edit and delete', () => {
  it("PUT /api/admin/ideas/{id} changes another member's idea, keeping its author and status", async () => {
    const idea = await submitIdea(author);
    expectOk(
      await api(`/admin/ideas/${idea.id}/reject`, {
        method: 'POST',
        token: admin.token,
        json: { reason: 'Fix the title' },
      }),
    );
    const answer = await api(`/admin/ideas/${idea.id}`, {
      method: 'PUT',
      token: admin.token,
      form: ideaForm({ title: 'Title fixed by an admin' }),
    });
    expect(expectOk<Idea>(answer)).toMatchObject({
      title: 'Title fixed by an admin',
      authorId: author.id,
      status: 'rejected',
      rejectionReason: 'Fix the title',
    });
    expect(await storedIdea(idea.id)).toMatchObject({
      title: 'Title fixed by an admin',
      author_id: author.id,
    });
  });

  it('admin edit validates like the member edit and answers 404 for unknown ideas', async () => {
    const idea = await submitIdea(author);
    const before = await storedIdea(idea.id);
    expectInvalid(
      await api(`/admin/ideas/${idea.id}`, {
        method: 'PUT',
        token: admin.token,
        form: ideaForm({ description: 'short' }),
      }),
      'description',
    );
    expectInvalid(
      await api(`/admin/ideas/${idea.id}`, {
        method: 'PUT',
        token: admin.token,
        form: ideaForm({ status: 'approved' }),
      }),
      'status',
    );
    expect(await storedIdea(idea.id)).toEqual(before);
    expectError(
      await api('/admin/ideas/00000000-0000-4000-b000-999999999999', {
        method: 'PUT',
        token: admin.token,
        form: ideaForm(),
      }),
      404,
    );
  });

  it("admin edit keeps or removes the author's pitch deck", async () => {
    const deck = pdfBytes(64);
    const idea = expectOk<Idea>(
      await api('/ideas', { token: author.token, form: ideaForm({}, { bytes: deck, name: 'deck.pdf' }) }),
      201,
    );
    const path = (await storedIdea(idea.id))!.pitch_deck_path as string;
    const kept = expectOk<Idea>(
      await api(`/admin/ideas/${idea.id}`, { method: 'PUT', token: admin.token, form: ideaForm() }),
    );
    expect(kept.hasPitchDeck).toBe(true);
    const form = ideaForm();
    form.append('removePitchDeck', 'true');
    expect(
      expectOk<Idea>(await api(`/admin/ideas/${idea.id}`, { method: 'PUT', token: admin.token, form }))
        .hasPitchDeck,
    ).toBe(false);
    expect(await sql('select 1 from storage.objects where name = $1', [path])).toEqual([]);
  });

  it('admin edit refuses a new pitch deck (only the author can upload one) and stores nothing', async () => {
    const idea = await submitIdea(author);
    const before = await storedIdea(idea.id);
    const adminFiles = () =>
      sql(`select name from storage.objects where bucket_id = 'pitch-decks' and name like $1`, [
        `${SEED.admin.id}/%`,
      ]);
    const filesBefore = await adminFiles();
    const form = ideaForm({ title: "With the admin's deck" }, { bytes: pdfBytes(32), name: 'admin.pdf' });
    expectError(
      await api(`/admin/ideas/${idea.id}`, { method: 'PUT', token: admin.token, form }),
      403,
      'forbidden',
    );
    expect(await storedIdea(idea.id)).toEqual(before);
    expect(await adminFiles()).toEqual(filesBefore);
  });

  it('DELETE /api/admin/ideas/{id} moves any idea to the trash; 404 afterwards and for unknown ids', async () => {
    const idea = await submitIdea(author);
    expect(expectOk(await api(`/admin/ideas/${idea.id}`, { method: 'DELETE', token: admin.token }))).toEqual({
      id: idea.id,
    });
    expect(await storedIdea(idea.id)).toMatchObject({ deleted_by: admin.id });
    expectError(await api(`/admin/ideas/${idea.id}`, { method: 'DELETE', token: admin.token }), 404);
    expectError(await api('/admin/ideas/nope', { method: 'DELETE', token: admin.token }), 404);
  });
});

describe('GET /api/admin/users', () => {
  it('lists users with their e-mail and admin flag, newest first, with the total', async () => {
    const total = () =>
      sql<{ n: number }>('select count(*)::int as n from public.profiles').then((r) => r[0]!.n);
    await whileStill(total, async (expected) => {
      const answer = await api('/admin/users?limit=100', { token: admin.token });
      return answer.body.meta?.total === expected;
    });
    const answer = await api('/admin/users?limit=100', { token: admin.token });
    const users = expectOk<UserRow[]>(answer);
    expect(answer.body.meta).toMatchObject({ limit: 100, offset: 0, total: expect.any(Number) });
    const dates = users.map((u) => Date.parse(u.createdAt as string));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(users.find((u) => u.uid === candidate.id)).toMatchObject({
      email: candidate.email,
      isAdmin: false,
      displayName: 'Carla Candidate',
    });
  });

  it('searches by display name, ignoring case, with % and _ taken literally', async () => {
    const answer = await api('/admin/users?search=bob%20member', { token: admin.token });
    expect(expectOk<UserRow[]>(answer).map((u) => u.uid)).toEqual([SEED.bob.id]);
    expect(answer.body.meta?.total).toBe(1);
    expect(
      expectOk<UserRow[]>(await api('/admin/users?search=carla%20candidate', { token: admin.token })).map(
        (u) => u.uid,
      ),
    ).toContain(candidate.id);
    const none = await api('/admin/users?search=%25', { token: admin.token });
    expect(none.body).toMatchObject({ data: [], meta: { total: 0 } });
    expect(expectOk(await api('/admin/users?search=bob%40example.com', { token: admin.token }))).toEqual([]);
  });

  it('pages with limit (capped at 100) and offset', async () => {
    const all = expectOk<UserRow[]>(await api('/admin/users?search=a&limit=100', { token: admin.token }));
    const page = await api('/admin/users?search=a&limit=2&offset=1', { token: admin.token });
    expect(expectOk<UserRow[]>(page).map((u) => u.uid)).toEqual(all.slice(1, 3).map((u) => u.uid));
    expect(page.body.meta).toMatchObject({ limit: 2, offset: 1 });
    expect((await api('/admin/users?limit=5000', { token: admin.token })).body.meta?.limit).toBe(100);
  });

  it('refuses invalid queries with 422', async () => {
    expectInvalid(await api('/admin/users?limit=0', { token: admin.token }), 'limit');
    expectInvalid(await api('/admin/users?offset=-3', { token: admin.token }), 'offset');
    expectInvalid(await api('/admin/users?role=admin', { token: admin.token }), 'role');
  });
});

describe('promote and demote', () => {
  it('a promoted member can use the admin endpoints; once demoted, no longer', async () => {
    const promoted = await api(`/admin/users/${candidate.id}/promote`, { method: 'PUT', token: admin.token });
    expect(expectOk(promoted)).toEqual({ uid: candidate.id, isAdmin: true });
    expect(expectOk(await api('/me', { token: candidate.token }))).toMatchObject({ isAdmin: true });
    expectOk(await api('/admin/dashboard', { token: candidate.token }));

    const demoted = await api(`/admin/users/${candidate.id}/demote`, { method: 'PUT', token: admin.token });
    expect(expectOk(demoted)).toEqual({ uid: candidate.id, isAdmin: false });
    expect(expectOk(await api('/me', { token: candidate.token }))).toMatchObject({ isAdmin: false });
    expectError(await api('/admin/dashboard', { token: candidate.token }), 403);
  });

  it('an administrator may demote themselves while another administrator remains', async () => {
    expectOk(await api(`/admin/users/${candidate.id}/promote`, { method: 'PUT', token: admin.token }));
    expectOk(await api(`/admin/users/${candidate.id}/demote`, { method: 'PUT', token: candidate.token }));
    expect(await sql('select is_admin from public.profiles where id = $1', [candidate.id])).toEqual([
      { is_admin: false },
    ]);
  });

  it('promoting an administrator or demoting a member changes nothing', async () => {
    expectOk(await api(`/admin/users/${SEED.admin.id}/promote`, { method: 'PUT', token: admin.token }));
    expectOk(await api(`/admin/users/${SEED.bob.id}/demote`, { method: 'PUT', token: admin.token }));
    expect(
      await sql('select id, is_admin from public.profiles where id in ($1, $2) order by id', [
        SEED.admin.id,
        SEED.bob.id,
      ]),
    ).toEqual([
      { id: SEED.admin.id, is_admin: true },
      { id: SEED.bob.id, is_admin: false },
    ]);
  });

  it('answers 404 for unknown and malformed user ids', async () => {
    for (const id of ['00000000-0000-4000-a000-999999999999', 'carla']) {
      expectError(
        await api(`/admin/users/${id}/promote`, { method: 'PUT', token: admin.token }),
        404,
        'not_found',
      );
      expectError(
        await api(`/admin/users/${id}/demote`, { method: 'PUT', token: admin.token }),
        404,
        'not_found',
      );
    }
  });

  // The last administrator's demotion (409) is not tested here: reaching it means demoting the seed administrator,
  // whom the other test files running at the same time rely on. The database's own tests cover that rule.
});
