// Reports: POST /api/reports and GET /api/reports?ideaId= for members; GET /api/admin/reports, PUT
// /api/admin/reports/{id}/dismiss, PUT /api/admin/comments/{id}/hide and /unhide, PUT /api/admin/ideas/{id}/send-back
// for administrators; each refusal: 401 signed out, 403 one's own content or a member at an admin route, 404 what
// the caller cannot see (as a missing idea or comment), 409 a repeat or a wrong state, 422 a bad body, 429 the limit.
import { randomUUID } from 'node:crypto';
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

interface OwnReport {
  id: string;
  targetType: 'idea' | 'comment';
  targetId: string;
  reason: string;
  status: string;
}
interface Reported {
  targetType: string;
  targetId: string;
  idea: { id: string; title: string; status: string };
  excerpt: string | null;
  author: { id: string; displayName: string } | null;
  count: number;
  reasons: { reason: string; count: number }[];
  reports: { reason: string; note: string; reporter: { displayName: string } | null }[];
}
interface Comment {
  id: string;
  body: string | null;
  isHidden: boolean;
  hiddenReason: string | null;
}

let author: Member;
let alice: Member;
let bob: Member;
let admin: Member;
let idea: { id: string; title: string };
let comment: Comment;

beforeAll(async () => {
  [author, alice, bob, admin] = await Promise.all([
    newMember('reports-author', 'Rhea Author'),
    newMember('reports-alice', 'Alice Reporter'),
    newMember('reports-bob', 'Bob Reporter'),
    signInAdmin(),
  ]);
  idea = await approvedIdea(author);
  comment = expectOk<Comment>(
    await api(`/ideas/${idea.id}/comments`, { token: author.token, json: { body: 'Buy cheap pills now' } }),
    201,
  );
});

const report = (token: string | undefined, json: unknown) => api<OwnReport>('/reports', { token, json });
const queue = (token = admin.token, query = '') => api<Reported[]>(`/admin/reports${query}`, { token });
const comments = (token?: string) => api<Comment[]>(`/ideas/${idea.id}/comments`, { token });
const notifications = (member: Member, kind: string) =>
  sql<{ data: { title?: string; reason?: string }; idea_id: string | null }>(
    'select data, idea_id from public.notifications where recipient_id = $1 and kind = $2',
    [member.id, kind],
  );

describe('reporting', () => {
  it('a member reports an idea once, and reads it back as theirs', async () => {
    const made = expectOk<OwnReport>(
      await report(alice.token, { targetType: 'idea', targetId: idea.id, reason: 'spam' }),
      201,
    );
    expect(made).toMatchObject({ targetType: 'idea', targetId: idea.id, reason: 'spam', status: 'open' });
    const again = expectError(
      await report(alice.token, { targetType: 'idea', targetId: idea.id, reason: 'abuse' }),
      409,
      'already_exists',
    );
    expect(again.message).toBe('You have already reported this.');
    const mine = expectOk<OwnReport[]>(await api(`/reports?ideaId=${idea.id}`, { token: alice.token }));
    expect(mine.map((r) => r.id)).toEqual([made.id]);
    expect(expectOk<OwnReport[]>(await api(`/reports?ideaId=${idea.id}`, { token: bob.token }))).toEqual([]);
  });

  it("a comment, with a note; 'other' needs one", async () => {
    const noNote = expectInvalid(
      await report(bob.token, { targetType: 'comment', targetId: comment.id, reason: 'other' }),
      'note',
    );
    // Named as the dialog names the reason: members read this message there.
    expect(noNote.details?.note).toEqual(['Say what is wrong when the reason is "Something else".']);
    expectInvalid(
      await report(bob.token, {
        targetType: 'comment',
        targetId: comment.id,
        reason: 'spam',
        note: 'x'.repeat(501),
      }),
      'note',
    );
    expectInvalid(
      await report(bob.token, { targetType: 'post', targetId: comment.id, reason: 'spam' }),
      'targetType',
    );
    expectInvalid(
      await report(bob.token, { targetType: 'comment', targetId: comment.id, reason: 'rude' }),
      'reason',
    );
    const made = expectOk<OwnReport>(
      await report(bob.token, {
        targetType: 'comment',
        targetId: comment.id,
        reason: 'other',
        note: 'Selling pills',
      }),
      201,
    );
    expect(made).toMatchObject({ targetType: 'comment', targetId: comment.id });
    expectOk(await report(alice.token, { targetType: 'comment', targetId: comment.id, reason: 'spam' }), 201);
  });

  it("refuses one's own content (403), visitors (401)", async () => {
    expectError(
      await report(author.token, { targetType: 'idea', targetId: idea.id, reason: 'spam' }),
      403,
      'forbidden',
    );
    expectError(
      await report(author.token, { targetType: 'comment', targetId: comment.id, reason: 'spam' }),
      403,
      'forbidden',
    );
    expectError(await report(undefined, { targetType: 'idea', targetId: idea.id, reason: 'spam' }), 401);
    expectError(await api(`/reports?ideaId=${idea.id}`), 401);
  });

  it('what the caller cannot see answers exactly as a missing idea or comment', async () => {
    const hidden = await submitIdea(author);
    const missing = randomUUID();
    const asMissing = expectError(
      await report(alice.token, { targetType: 'idea', targetId: missing, reason: 'spam' }),
      404,
    );
    const asHidden = expectError(
      await report(alice.token, { targetType: 'idea', targetId: hidden.id, reason: 'spam' }),
      404,
    );
    expect(asHidden).toEqual(asMissing);
    expect(asMissing.message).toBe('Idea not found');
    const missingComment = expectError(
      await report(alice.token, { targetType: 'comment', targetId: missing, reason: 'spam' }),
      404,
    );
    expect(missingComment.message).toBe('Comment not found');
  });

  it("past the day's limit: 429", async () => {
    const eager = await newMember('reports-eager');
    // The ledger filled up to whatever the bound is now (the suite's setup lifts it): the next report is one too many.
    await sql(
      `insert into private.write_log (member_id, action, at)
       select $1, 'report', now() from generate_series(1, (
         select min(max_count) from private.write_limits where action = 'report'))`,
      [eager.id],
    );
    expectError(
      await report(eager.token, { targetType: 'idea', targetId: idea.id, reason: 'spam' }),
      429,
      'rate_limited',
    );
  });
});

describe('the administrators', () => {
  it('members and visitors are refused', async () => {
    expectError(await queue(alice.token), 403);
    expectError(await queue(''), 401);
    expectError(await api(`/admin/reports/${idea.id}/dismiss`, { token: alice.token, method: 'PUT' }), 403);
    expectError(
      await api(`/admin/comments/${comment.id}/hide`, {
        token: alice.token,
        method: 'PUT',
        json: { reason: 'x' },
      }),
      403,
    );
    expectError(
      await api(`/admin/comments/${comment.id}/unhide`, { token: alice.token, method: 'PUT' }),
      403,
    );
    expectError(await api(`/admin/ideas/${idea.id}/send-back`, { token: alice.token, method: 'PUT' }), 403);
  });

  it('the queue groups the open reports by target, with reasons, notes and the author', async () => {
    const page = await queue(admin.token, '?limit=50');
    const data = expectOk<Reported[]>(page);
    const onComment = data.find((t) => t.targetId === comment.id);
    expect(onComment).toMatchObject({
      targetType: 'comment',
      idea: { id: idea.id, status: 'approved' },
      excerpt: 'Buy cheap pills now',
      author: { displayName: 'Rhea Author' },
    });
    expect(onComment?.count).toBe(2);
    expect(onComment?.reasons).toEqual(expect.arrayContaining([{ reason: 'other', count: 1 }]));
    expect(onComment?.reports.find((r) => r.reason === 'other')).toMatchObject({
      note: 'Selling pills',
      reporter: { displayName: 'Bob Reporter' },
    });
    expect(data.find((t) => t.targetId === idea.id)).toMatchObject({ targetType: 'idea', count: 1 });
    expect(page.body.meta).toMatchObject({
      open: expect.any(Number) as number,
      total: expect.any(Number) as number,
    });
    expect((page.body.meta as unknown as { open: number }).open).toBeGreaterThanOrEqual(3);
    const paged = expectOk<Reported[]>(await queue(admin.token, '?limit=1&offset=0'));
    expect(paged).toHaveLength(1);
    expectInvalid(await queue(admin.token, '?limit=0'), 'limit');
  });

  it('hides a comment: others see no text, its author sees it and why; reporters told; unhide puts it back', async () => {
    expectInvalid(
      await api(`/admin/comments/${comment.id}/hide`, {
        token: admin.token,
        method: 'PUT',
        json: { reason: ' ' },
      }),
      'reason',
    );
    expectError(
      await api(`/admin/comments/${randomUUID()}/hide`, {
        token: admin.token,
        method: 'PUT',
        json: { reason: 'x' },
      }),
      404,
    );
    const hidden = expectOk(
      await api(`/admin/comments/${comment.id}/hide`, {
        token: admin.token,
        method: 'PUT',
        json: { reason: 'Spam' },
      }),
    );
    expect(hidden).toEqual({ id: comment.id, hidden: true });
    expectError(
      await api(`/admin/comments/${comment.id}/hide`, {
        token: admin.token,
        method: 'PUT',
        json: { reason: 'Spam' },
      }),
      409,
      'wrong_state',
    );

    const seen = (list: Comment[]) => list.find((c) => c.id === comment.id);
    expect(seen(expectOk(await comments()))).toMatchObject({
      body: null,
      isHidden: true,
      hiddenReason: null,
    });
    expect(seen(expectOk(await comments(alice.token)))).toMatchObject({ body: null, isHidden: true });
    expect(seen(expectOk(await comments(author.token)))).toMatchObject({
      body: 'Buy cheap pills now',
      isHidden: true,
      hiddenReason: 'Spam',
    });
    expectError(
      await api(`/comments/${comment.id}`, { token: author.token, method: 'PUT', json: { body: 'Edited' } }),
      409,
      'wrong_state',
    );

    expect(expectOk<Reported[]>(await queue()).some((t) => t.targetId === comment.id)).toBe(false);
    expect(await notifications(bob, 'report_actioned')).toHaveLength(1);
    expect(await notifications(alice, 'report_actioned')).toHaveLength(1);
    expect((await notifications(author, 'comment_hidden'))[0]?.data.reason).toBe('Spam');
    const [audit] = await sql<{ n: number }>(
      `select count(*)::int as n from private.audit_log where action = 'comment.hide' and target_id = $1`,
      [comment.id],
    );
    expect(audit?.n).toBe(1);

    expect(
      expectOk(await api(`/admin/comments/${comment.id}/unhide`, { token: admin.token, method: 'PUT' })),
    ).toEqual({ id: comment.id, hidden: false });
    expect(seen(expectOk(await comments()))).toMatchObject({ body: 'Buy cheap pills now', isHidden: false });
    expectError(
      await api(`/admin/comments/${comment.id}/unhide`, { token: admin.token, method: 'PUT' }),
      409,
    );
    expectError(
      await api(`/admin/comments/${randomUUID()}/unhide`, { token: admin.token, method: 'PUT' }),
      404,
    );
  });

  it("dismisses a target's reports: each reporter told, nothing left to dismiss", async () => {
    const target = await approvedIdea(author);
    expectOk(
      await report(alice.token, { targetType: 'idea', targetId: target.id, reason: 'off_topic' }),
      201,
    );
    expectOk(await report(bob.token, { targetType: 'idea', targetId: target.id, reason: 'spam' }), 201);
    const dismissed = expectOk(
      await api(`/admin/reports/${target.id}/dismiss`, { token: admin.token, method: 'PUT' }),
    );
    expect(dismissed).toEqual({ targetId: target.id, dismissed: 2 });
    expectError(await api(`/admin/reports/${target.id}/dismiss`, { token: admin.token, method: 'PUT' }), 404);
    for (const member of [alice, bob]) {
      expect((await notifications(member, 'report_dismissed')).map((n) => n.idea_id)).toContain(target.id);
    }
    const mine = expectOk<OwnReport[]>(await api(`/reports?ideaId=${target.id}`, { token: alice.token }));
    expect(mine[0]?.status).toBe('dismissed');
  });

  it('sends an approved idea back to review: out of public view, its author told why, its reports actioned', async () => {
    expectError(
      await api(`/admin/ideas/${randomUUID()}/send-back`, { token: admin.token, method: 'PUT' }),
      404,
    );
    const sent = expectOk<{ id: string; status: string }>(
      await api(`/admin/ideas/${idea.id}/send-back`, {
        token: admin.token,
        method: 'PUT',
        json: { reason: 'Needs a closer look' },
      }),
    );
    expect(sent).toMatchObject({ id: idea.id, status: 'pending' });
    expectError(await api(`/ideas/${idea.id}`), 404);
    expectError(await api(`/ideas/${idea.id}`, { token: alice.token }), 404);
    expectError(
      await api(`/admin/ideas/${idea.id}/send-back`, { token: admin.token, method: 'PUT' }),
      409,
      'wrong_state',
    );
    expect((await notifications(author, 'idea_sent_back'))[0]?.data).toMatchObject({
      reason: 'Needs a closer look',
    });
    const mine = expectOk<OwnReport[]>(await api(`/reports?ideaId=${idea.id}`, { token: alice.token }));
    expect(mine.find((r) => r.targetType === 'idea')?.status).toBe('actioned');
    expect((await notifications(alice, 'report_actioned')).some((n) => n.idea_id === null)).toBe(true);
  });
});
