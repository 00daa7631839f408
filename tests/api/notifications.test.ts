// Notifications: GET /api/notifications (the caller's own items, newest first, meta total and unread; a strong ETag
// and 304 while nothing changed) and POST /api/notifications/read (ids or all; others' ids ignored without a trace).
// Every item is written by the database with its event: here the events are caused through the API.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  apiUrl,
  approve,
  approvedIdea,
  expectError,
  expectOk,
  ideaForm,
  type Member,
  newMember,
  signInAdmin,
  sql,
  submitIdea,
} from './support.ts';

interface Item {
  id: string;
  kind: string;
  ideaId: string | null;
  title: string | null;
  reason: string | null;
  by: string | null;
  commentId: string | null;
  count: number;
  read: boolean;
}
interface Meta {
  total: number;
  unread: number;
  limit: number;
  offset: number;
}

let author: Member;
let rater: Member;
let rater2: Member;
let admin: Member;

beforeAll(async () => {
  [author, rater, rater2, admin] = await Promise.all([
    newMember('notified-author', 'Nora Author'),
    newMember('notified-rater'),
    newMember('notified-rater2'),
    signInAdmin(),
  ]);
});

async function items(member: Member, query = '') {
  const answer = await api<Item[]>(`/notifications${query}`, { token: member.token });
  const data = expectOk<Item[]>(answer);
  return { data, meta: answer.body.meta as unknown as Meta, etag: answer.headers.get('etag') };
}

const rate = (member: Member, ideaId: string) =>
  api('/ratings', {
    token: member.token,
    json: { ideaId, marketDemand: 50, innovation: 50, competition: 50 },
  });

describe('events', () => {
  it('tells every administrator of a new idea, and the author of its approval, ratings (grouped) and rejection', async () => {
    const idea = await submitIdea(author, { title: 'An idea worth a notification' });
    const forAdmin = await items(admin, '?limit=100');
    expect(forAdmin.data.find((item) => item.ideaId === idea.id)).toMatchObject({
      kind: 'idea_submitted',
      title: 'An idea worth a notification',
      read: false,
    });

    await approve(idea.id);
    expect((await items(author)).data[0]).toMatchObject({ kind: 'idea_approved', ideaId: idea.id, count: 1 });

    expectOk(await rate(rater, idea.id), 201);
    expectOk(await rate(rater2, idea.id), 201);
    const afterRatings = await items(author);
    const group = afterRatings.data.filter((item) => item.kind === 'new_ratings');
    expect(group).toHaveLength(1);
    expect(group[0]).toMatchObject({ ideaId: idea.id, count: 2, read: false });
    expect(afterRatings.data[0]?.kind).toBe('new_ratings');
    expect(afterRatings.meta).toMatchObject({ total: 2, unread: 2, limit: 20, offset: 0 });

    const rejected = await submitIdea(author, { title: 'An idea to be turned down' });
    expectOk(
      await api(`/admin/ideas/${rejected.id}/reject`, {
        token: admin.token,
        method: 'POST',
        json: { reason: 'Too vague' },
      }),
    );
    expect((await items(author)).data[0]).toMatchObject({ kind: 'idea_rejected', reason: 'Too vague' });
  });

  it('counts concurrent ratings exactly in one group', async () => {
    const member = await newMember('notified-busy');
    const idea = await submitIdea(member, { title: 'An idea rated all at once' });
    await approve(idea.id);
    const raters = await Promise.all(Array.from({ length: 6 }, (_, i) => newMember(`notified-crowd-${i}`)));
    const answers = await Promise.all(raters.map((one) => rate(one, idea.id)));
    answers.forEach((answer) => expectOk(answer, 201));
    const group = (await items(member)).data.filter((item) => item.kind === 'new_ratings');
    expect(group.map((item) => item.count)).toEqual([6]);
  });

  it('names the reply a reply item is about, for the link to it', async () => {
    const idea = await approvedIdea(author, { title: 'An idea with a conversation' });
    const post = (member: Member, json: Record<string, string>) =>
      api<{ id: string }>(`/ideas/${idea.id}/comments`, { token: member.token, json });
    const comment = expectOk<{ id: string }>(await post(rater, { body: 'A first comment' }), 201);
    const reply = expectOk<{ id: string }>(
      await post(rater2, { body: 'A reply', parentId: comment.id }),
      201,
    );
    const forRater = (await items(rater)).data.find((item) => item.kind === 'reply');
    expect(forRater).toMatchObject({ ideaId: idea.id, commentId: reply.id, by: 'Test notified-rater2' });
    const forAuthor = (await items(author, '?limit=100')).data.filter((item) => item.kind === 'comment');
    // The idea's author hears of both, the newest first.
    expect(forAuthor.map((item) => item.commentId)).toEqual([reply.id, comment.id]);
  });

  it('tells a member of their promotion and demotion', async () => {
    const member = await newMember('notified-promoted');
    expectOk(await api(`/admin/users/${member.id}/promote`, { token: admin.token, method: 'PUT' }));
    expectOk(await api(`/admin/users/${member.id}/demote`, { token: admin.token, method: 'PUT' }));
    expect((await items(member)).data.map((item) => item.kind)).toEqual(['demoted', 'promoted']);
  });
});

describe('review items handled by one administrator', () => {
  let second: Member;
  beforeAll(async () => {
    second = await newMember('notified-second-admin');
    expectOk(await api(`/admin/users/${second.id}/promote`, { token: admin.token, method: 'PUT' }));
  });

  const reviewItem = async (member: Member, ideaId: string, kind: string) =>
    (await items(member, '?limit=100')).data.find((item) => item.ideaId === ideaId && item.kind === kind);

  it("leave every administrator's unread count once one approved or rejected the idea", async () => {
    const approved = await submitIdea(author, { title: 'An idea one administrator approves' });
    const rejected = await submitIdea(author, { title: 'An idea one administrator rejects' });
    expect(await reviewItem(second, approved.id, 'idea_submitted')).toMatchObject({ read: false });
    const unreadBefore = (await items(second)).meta.unread;

    expectOk(await api(`/admin/ideas/${approved.id}/approve`, { token: admin.token, method: 'PUT' }));
    expectOk(
      await api(`/admin/ideas/${rejected.id}/reject`, {
        token: admin.token,
        method: 'POST',
        json: { reason: 'No' },
      }),
    );
    expect(await reviewItem(second, approved.id, 'idea_submitted')).toMatchObject({ read: true });
    expect(await reviewItem(second, rejected.id, 'idea_submitted')).toMatchObject({ read: true });
    expect(await reviewItem(admin, approved.id, 'idea_submitted')).toMatchObject({ read: true });
    expect((await items(second)).meta.unread).toBe(unreadBefore - 2);
  });

  it('leave it once the idea is deleted, or its edit decided', async () => {
    const trashed = await submitIdea(author, { title: 'An idea its author deletes' });
    expect(await reviewItem(second, trashed.id, 'idea_submitted')).toMatchObject({ read: false });
    expectOk(await api(`/ideas/${trashed.id}`, { method: 'DELETE', token: author.token }));
    // The item stays in the list, read; its link to the trashed idea is gone.
    const handled = (await items(second, '?limit=100')).data.find(
      (item) => item.kind === 'idea_submitted' && item.title === 'An idea its author deletes',
    );
    expect(handled).toMatchObject({ read: true, ideaId: null });

    const edited = await submitIdea(author, { title: 'An idea whose edit waits' });
    await approve(edited.id);
    const form = ideaForm({ title: 'An idea whose edit waited' });
    expectOk(await api(`/ideas/${edited.id}`, { method: 'PUT', token: author.token, form }));
    expect(await reviewItem(second, edited.id, 'idea_edited')).toMatchObject({ read: false });
    expectOk(await api(`/admin/ideas/${edited.id}/edit/approve`, { method: 'PUT', token: admin.token }));
    expect(await reviewItem(second, edited.id, 'idea_edited')).toMatchObject({ read: true });
  });
});

describe('privacy and marking read', () => {
  it('refuses visitors', async () => {
    expectError(await api('/notifications'), 401);
    expectError(await api('/notifications/read', { json: { all: true } }), 401);
  });

  it('shows a member only their own items and ignores the ids of others', async () => {
    const mine = await items(author);
    const others = await items(rater);
    expect(others.data.some((item) => mine.data.some((own) => own.id === item.id))).toBe(false);

    const foreign = mine.data[0]?.id ?? '';
    const answer = expectOk<{ updated: number }>(
      await api('/notifications/read', { token: rater.token, json: { ids: [foreign] } }),
    );
    expect(answer.updated).toBe(0);
    expect((await items(author)).data[0]?.read).toBe(false);
  });

  it('marks the named items read, then all', async () => {
    const before = await items(author);
    const first = before.data[0]?.id ?? '';
    expect(
      expectOk<{ updated: number }>(
        await api('/notifications/read', { token: author.token, json: { ids: [first] } }),
      ),
    ).toEqual({ updated: 1 });
    const after = await items(author);
    expect(after.data.find((item) => item.id === first)?.read).toBe(true);
    expect(after.meta.unread).toBe(before.meta.unread - 1);

    expectOk(await api('/notifications/read', { token: author.token, json: { all: true } }));
    expect((await items(author)).meta.unread).toBe(0);
  });

  it('refuses a malformed body with 400', async () => {
    for (const json of [{}, { ids: ['not-a-uuid'] }, { all: false }, { ids: [], all: true }, { ids: [] }]) {
      expectError(await api('/notifications/read', { token: author.token, json }), 400, 'bad_request');
    }
  });

  it('refuses a limit past 100', async () => {
    expectError(await api('/notifications?limit=101', { token: author.token }), 422, 'validation_failed');
  });
});

describe('conditional polling', () => {
  it('answers 304 to its own ETag until a new event, then 200 with the new item', async () => {
    const member = await newMember('notified-poller');
    const idea = await submitIdea(member, { title: 'An idea polled for news' });
    const first = await items(member);
    expect(first.etag).toMatch(/^"[^"]+"$/);

    const unchanged = await api('/notifications', {
      token: member.token,
      headers: { 'if-none-match': first.etag ?? '' },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(first.etag);

    // Another member's ETag names its owner: it never matches this member's list.
    const other = await items(rater);
    expect(
      (await api('/notifications', { token: member.token, headers: { 'if-none-match': other.etag ?? '' } }))
        .status,
    ).toBe(200);

    await approve(idea.id);
    const changed = await api<Item[]>('/notifications', {
      token: member.token,
      headers: { 'if-none-match': first.etag ?? '' },
    });
    const data = expectOk<Item[]>(changed);
    expect(changed.headers.get('etag')).not.toBe(first.etag);
    expect(data[0]).toMatchObject({ kind: 'idea_approved', ideaId: idea.id });
  });

  it('answers 304 to the tag of a list that went out gzipped', async () => {
    const member = await newMember('notified-zipped');
    // Enough items for an answer past the 1 KB from which answers are compressed.
    await sql(`select private.notify($1::uuid, 'promoted', null) from generate_series(1, 12)`, [member.id]);
    const url = `${apiUrl()}/functions/v1/api/notifications`;
    const headers = { authorization: `Bearer ${member.token}`, 'accept-encoding': 'gzip' };
    const first = await fetch(url, { headers });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(((await first.json()) as { data: unknown[] }).data).toHaveLength(12);
    const tag = first.headers.get('etag') ?? '';

    const again = await fetch(url, { headers: { ...headers, 'if-none-match': tag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(tag);
  });
});
