// Comments: GET /api/ideas/{id}/comments (top-level comments oldest first, each with its replies; meta.total
// counts top-level comments), POST /api/ideas/{id}/comments, PUT and DELETE /api/comments/{id}, and each refusal:
// 401 signed out, 404 for a hidden or missing idea or comment, 422 for a bad body, 403 for someone else's
// comment, 429 past the comment limit (5 a minute by default; this suite lifts the limits, see
// tests/support/write-limits.ts, so the test fills the member's ledger up to the bound first).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  approvedIdea,
  expectError,
  expectInvalid,
  expectOk,
  type Member,
  newMember,
  signInAdmin,
  sql,
  submitIdea,
} from './support.ts';

interface Comment {
  id: string;
  parentId: string | null;
  body: string | null;
  author: { id: string; displayName: string } | null;
  isOwn: boolean;
  isDeleted: boolean;
  editedAt: string | null;
  replies: Comment[];
}

let owner: Member;
let alice: Member;
let bob: Member;
let admin: Member;
let idea: { id: string };

beforeAll(async () => {
  [owner, alice, bob, admin] = await Promise.all([
    newMember('comments-owner', 'Olga Owner'),
    newMember('comments-alice', 'Alice Commenter'),
    newMember('comments-bob', 'Bob Replier'),
    signInAdmin(),
  ]);
  idea = await approvedIdea(owner);
});

const post = (ideaId: string, token: string | undefined, json: unknown) =>
  api<Comment>(`/ideas/${ideaId}/comments`, { token, json });
const list = (ideaId: string, query = '', token?: string) =>
  api<Comment[]>(`/ideas/${ideaId}/comments${query}`, { token });
const commentCount = async (ideaId: string) =>
  expectOk<{ commentCount: number }>(await api(`/ideas/${ideaId}`)).commentCount;

describe('comments', () => {
  it('posts, replies, lists oldest first with replies grouped, and counts on the idea', async () => {
    const first = expectOk<Comment>(await post(idea.id, alice.token, { body: '  Love it  ' }), 201);
    expect(first).toMatchObject({
      body: 'Love it',
      parentId: null,
      isOwn: true,
      isDeleted: false,
      editedAt: null,
    });
    expect(first.author?.displayName).toBe('Alice Commenter');
    const reply = expectOk<Comment>(
      await post(idea.id, bob.token, { body: 'Me too', parentId: first.id }),
      201,
    );
    expect(reply.parentId).toBe(first.id);
    const second = expectOk<Comment>(await post(idea.id, bob.token, { body: 'Second thread' }), 201);

    const page = await list(idea.id);
    expect(page.body.meta).toMatchObject({ total: 2, limit: 20, offset: 0 });
    expect(page.body.data?.map((c) => c.id)).toEqual([first.id, second.id]);
    expect(page.body.data?.[0]?.replies.map((c) => c.id)).toEqual([reply.id]);
    expect(page.body.data?.[0]?.isOwn).toBe(false);
    const paged = await list(idea.id, '?limit=1&offset=1');
    expect(paged.body.data?.map((c) => c.id)).toEqual([second.id]);
    expect(paged.body.meta).toMatchObject({ total: 2 });
    expect(await commentCount(idea.id)).toBe(3);
  });

  it('returns a script body verbatim, as text', async () => {
    const body = '<script>alert(1)</script>';
    const posted = expectOk<Comment>(await post(idea.id, alice.token, { body }), 201);
    expect(posted.body).toBe(body);
    const page = await list(idea.id, '?limit=100');
    expect(page.body.data?.find((c) => c.id === posted.id)?.body).toBe(body);
  });

  it('refuses visitors, hidden and missing ideas, bad bodies and deep replies', async () => {
    expectError(await post(idea.id, undefined, { body: 'Hi' }), 401);
    const pending = await submitIdea(owner);
    expectError(await post(pending.id, alice.token, { body: 'Hi' }), 404);
    expectError(await list(pending.id), 404);
    expectError(await list(pending.id, '', owner.token), 404);
    expectError(await post('00000000-0000-4000-8000-00000000dead', alice.token, { body: 'Hi' }), 404);
    expectError(await list('not-a-uuid'), 404);
    expectInvalid(await post(idea.id, alice.token, { body: '   ' }), 'body');
    expectInvalid(await post(idea.id, alice.token, { body: 'x'.repeat(2001) }), 'body');
    expectInvalid(await post(idea.id, alice.token, { body: 'Hi', parentId: 'nope' }), 'parentId');
    expectInvalid(await list(idea.id, '?limit=101'), 'limit');
    const page = await list(idea.id);
    const reply = page.body.data?.[0]?.replies[0];
    expectError(await post(idea.id, alice.token, { body: 'Deeper', parentId: reply?.id }), 409);
  });

  it('lets authors edit, refuses others, and keeps a deleted comment with replies as [deleted]', async () => {
    const other = await approvedIdea(owner);
    const top = expectOk<Comment>(await post(other.id, alice.token, { body: 'Original' }), 201);
    const reply = expectOk<Comment>(
      await post(other.id, bob.token, { body: 'Reply', parentId: top.id }),
      201,
    );

    expectError(await api(`/comments/${top.id}`, { method: 'PUT', json: { body: 'x' } }), 401);
    expectError(
      await api(`/comments/${top.id}`, { method: 'PUT', token: bob.token, json: { body: 'x' } }),
      403,
    );
    const edited = expectOk<Comment>(
      await api(`/comments/${top.id}`, { method: 'PUT', token: alice.token, json: { body: 'Edited' } }),
    );
    expect(edited.body).toBe('Edited');
    expect(edited.editedAt).not.toBeNull();
    expectError(await api(`/comments/${top.id}`, { method: 'DELETE', token: bob.token }), 403);
    expectError(
      await api('/comments/00000000-0000-4000-8000-00000000dead', { method: 'DELETE', token: bob.token }),
      404,
    );

    expect(expectOk(await api(`/comments/${top.id}`, { method: 'DELETE', token: alice.token }))).toEqual({
      id: top.id,
      kept: true,
    });
    const kept = (await list(other.id)).body.data?.[0];
    expect(kept).toMatchObject({ id: top.id, body: null, author: null, isDeleted: true });
    expect(kept?.replies.map((c) => c.id)).toEqual([reply.id]);
    expect(await commentCount(other.id)).toBe(1);

    expectOk(await api(`/comments/${reply.id}`, { method: 'DELETE', token: admin.token }));
    expect((await list(other.id)).body.meta).toMatchObject({ total: 0 });
    expect(await commentCount(other.id)).toBe(0);
  });

  it('answers 429 past the comment limit, exactly, when the last five allowed and two more arrive together', async () => {
    const eager = await newMember('comments-eager');
    // Writes counted as made just now, so that five more fit under every comment limit (private.write_limits).
    await sql(
      `insert into private.write_log (member_id, action)
       select $1, 'comment' from generate_series(1, (select min(max_count) - 5 from private.write_limits
                                                      where action = 'comment'))`,
      [eager.id],
    );
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, n) => post(idea.id, eager.token, { body: `Burst ${n}` })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.body).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(
        /^You can post at most \d+ comments a (minute|day)\. Please try again in \d+ \w+\.$/,
      ),
    });
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
