// Following ideas: PUT and DELETE /api/ideas/{id}/follow (idempotent; 404 like a missing idea for one the caller
// cannot see; 401 signed out; a suspended member cannot start following but can stop), GET /api/me/follows (the
// caller's own, newest first, paged) and GET/PUT /api/me/follow-settings (auto-follow, on by default). Followers
// hear of new comments (one grouped item per idea) and of a new approved version, and not of their own doing.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  approvedIdea,
  expectError,
  expectInvalid,
  expectOk,
  ideaForm,
  type Member,
  newMember,
  signInAdmin,
  submitIdea,
} from './support.ts';

interface FollowState {
  following: boolean;
  followers: number;
}
interface FollowedIdea {
  id: string;
  title: string;
  status: string;
  followedAt: string;
}
interface Item {
  kind: string;
  ideaId: string | null;
  count: number;
  by: string | null;
  commentId: string | null;
  title: string | null;
}

const NOT_FOUND = 'Idea not found';

let admin: Member;
let author: Member;
let follower: Member;
let commenter: Member;
let ideaId: string;

const follow = (id: string, as: Member | null) =>
  api<FollowState>(`/ideas/${id}/follow`, { method: 'PUT', token: as?.token });
const unfollow = (id: string, as: Member | null) =>
  api<FollowState>(`/ideas/${id}/follow`, { method: 'DELETE', token: as?.token });
const myFollows = (as: Member, query = '') => api<FollowedIdea[]>(`/me/follows${query}`, { token: as.token });
async function comment(id: string, as: Member, body: string) {
  return expectOk<{ id: string }>(
    await api(`/ideas/${id}/comments`, { token: as.token, json: { body } }),
    201,
  );
}

async function itemsOf(member: Member, kind: string, idea: string): Promise<Item[]> {
  const items = expectOk<Item[]>(await api('/notifications?limit=100', { token: member.token }));
  return items.filter((item) => item.kind === kind && item.ideaId === idea);
}

beforeAll(async () => {
  admin = await signInAdmin();
  [author, follower, commenter] = await Promise.all([
    newMember('follow-author'),
    newMember('follow-follower'),
    newMember('follow-commenter'),
  ]);
  ideaId = (await approvedIdea(author, { title: 'An idea worth following' })).id;
});

describe('following and unfollowing', () => {
  it('refuses a signed-out caller with 401', async () => {
    expectError(await follow(ideaId, null), 401);
    expectError(await unfollow(ideaId, null), 401);
    expectError(await api('/me/follows'), 401);
    expectError(await api('/me/follow-settings'), 401);
    expectError(await api('/me/follow-settings', { method: 'PUT', json: { autoFollow: false } }), 401);
  });

  it('follows once however often it is asked, and the idea page counts it', async () => {
    const first = expectOk<FollowState>(await follow(ideaId, follower));
    expect(first.following).toBe(true);
    // The author follows what they submitted.
    expect(first.followers).toBe(2);
    expect(expectOk<FollowState>(await follow(ideaId, follower))).toEqual(first);
    const page = expectOk<FollowState>(await api(`/ideas/${ideaId}`, { token: follower.token }));
    expect(page).toMatchObject({ following: true, followers: 2 });
  });

  it('unfollows once however often it is asked', async () => {
    const other = await newMember('follow-leaver');
    expectOk(await follow(ideaId, other));
    expect(expectOk<FollowState>(await unfollow(ideaId, other))).toEqual({ following: false, followers: 2 });
    expect(expectOk<FollowState>(await unfollow(ideaId, other))).toEqual({ following: false, followers: 2 });
  });

  it('answers 404 like a missing idea for one the caller cannot see', async () => {
    const pending = await submitIdea(author);
    for (const id of [pending.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(expectError(await follow(id, follower), 404).message).toBe(NOT_FOUND);
      expect(expectError(await unfollow(id, follower), 404).message).toBe(NOT_FOUND);
    }
    // Its author sees it, so follows it already.
    expect(expectOk<FollowState>(await follow(pending.id, author))).toEqual({
      following: true,
      followers: 1,
    });
  });

  it('refuses a suspended member a new follow with 403, and lets them stop following', async () => {
    const member = await newMember('follow-suspended');
    expectOk(await follow(ideaId, member));
    const other = await approvedIdea(author);
    const suspension = { days: 1, reason: 'Spam' };
    expectOk(
      await api(`/admin/users/${member.id}/suspend`, { token: admin.token, method: 'PUT', json: suspension }),
    );
    expectError(await follow(other.id, member), 403, 'account_suspended');
    expect(expectOk<FollowState>(await unfollow(ideaId, member)).following).toBe(false);
  });
});

describe("the caller's list", () => {
  it('lists only their own follows, newest first, with the idea they are about', async () => {
    const second = await approvedIdea(author, { title: 'A second idea to follow' });
    expectOk(await follow(second.id, follower));
    const answer = await myFollows(follower);
    const list = expectOk<FollowedIdea[]>(answer);
    expect(list.map((f) => f.id)).toEqual([second.id, ideaId]);
    expect(list[0]).toMatchObject({ title: 'A second idea to follow', status: 'approved' });
    expect(answer.body.meta).toEqual({ total: 2, limit: 20, offset: 0 });
    const past = await myFollows(follower, '?offset=5');
    expect(expectOk<FollowedIdea[]>(past)).toEqual([]);
    expect(past.body.meta).toEqual({ total: 2, limit: 20, offset: 5 });
    expectInvalid(await myFollows(follower, '?limit=0'), 'limit');
  });
});

describe('auto-follow', () => {
  it('is on by default: submitting and commenting follow the idea', async () => {
    const member = await newMember('follow-auto');
    expect(expectOk(await api('/me/follow-settings', { token: member.token }))).toEqual({ autoFollow: true });
    const own = await submitIdea(member);
    expectOk(
      await api(`/ideas/${ideaId}/comments`, { token: member.token, json: { body: 'Following by talking' } }),
      201,
    );
    const ids = expectOk<FollowedIdea[]>(await myFollows(member)).map((f) => f.id);
    expect(ids.sort()).toEqual([own.id, ideaId].sort());
  });

  it('turned off, taking part follows nothing; only the member reads and changes it', async () => {
    const member = await newMember('follow-quiet');
    const saved = await api('/me/follow-settings', {
      token: member.token,
      method: 'PUT',
      json: { autoFollow: false },
    });
    expect(expectOk(saved)).toEqual({ autoFollow: false });
    expect(saved.body.message).toBe('Follow settings saved.');
    expect(expectOk(await api('/me/follow-settings', { token: member.token }))).toEqual({
      autoFollow: false,
    });
    expect(expectOk(await api('/me/follow-settings', { token: follower.token }))).toEqual({
      autoFollow: true,
    });
    await submitIdea(member);
    expectOk(
      await api(`/ideas/${ideaId}/comments`, { token: member.token, json: { body: 'Just passing by' } }),
      201,
    );
    expect(expectOk<FollowedIdea[]>(await myFollows(member))).toEqual([]);
    expectInvalid(
      await api('/me/follow-settings', { token: member.token, method: 'PUT', json: { autoFollow: 'no' } }),
      'autoFollow',
    );
  });
});

describe('what followers hear of', () => {
  let heard: string;

  beforeAll(async () => {
    heard = (await approvedIdea(author, { title: 'An idea worth hearing of' })).id;
    expectOk(await follow(heard, follower));
  });

  it('a new comment: one item per idea, its count raised, never to the commenter', async () => {
    const first = await comment(heard, commenter, 'A first thought on this idea');
    expect(await itemsOf(follower, 'followed_idea_comments', heard)).toHaveLength(1);
    const second = await comment(heard, commenter, 'And a second thought');
    const [item] = await itemsOf(follower, 'followed_idea_comments', heard);
    expect(item).toMatchObject({ count: 2, commentId: second.id, title: 'An idea worth hearing of' });
    expect(item!.commentId).not.toBe(first.id);
    expect(await itemsOf(commenter, 'followed_idea_comments', heard)).toEqual([]);
    // The author gets their own comment items instead.
    expect(await itemsOf(author, 'followed_idea_comments', heard)).toEqual([]);
  });

  it('a new approved version, told to followers and not to the administrator who made it', async () => {
    expectOk(await follow(heard, admin));
    const form = ideaForm({ title: 'An idea worth hearing of, revised' });
    expectOk(await api(`/admin/ideas/${heard}`, { method: 'PUT', token: admin.token, form }));
    const [item] = await itemsOf(follower, 'followed_idea_changed', heard);
    expect(item).toMatchObject({ title: 'An idea worth hearing of, revised' });
    expect(await itemsOf(admin, 'followed_idea_changed', heard)).toEqual([]);
    expectOk(await unfollow(heard, admin));
  });
});
