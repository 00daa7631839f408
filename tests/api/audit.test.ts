// GET /api/admin/audit: the administrative actions taken through the API each leave one entry (who, what, which
// row, the changed fields before and after, when), listed newest first and filtered by administrator, action,
// target and time. Administrators only. The rules of each entry are pgTAP 041's; this file takes the actions the
// way the dashboard does. Its administrator is a member promoted for the file, so other files' actions (taken by
// the seeded administrator) never mix in.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../supabase/functions/_shared/schemas/audit.ts';
import {
  api,
  expectError,
  expectInvalid,
  expectOk,
  ideaFields,
  ideaForm,
  type Member,
  newMember,
  signInAdmin,
  submitIdea,
} from './support.ts';

interface Page {
  data: AuditEntry[];
  meta: { total?: number; limit: number; offset: number };
}

let seedAdmin: Member;
let auditor: Member;
let author: Member;
let member: Member;
let startedAt: string;
const suffix = Math.random().toString(36).slice(2, 8);

const page = async (query: string, token = auditor.token): Promise<Page> => {
  const answer = await api<AuditEntry[]>(`/admin/audit?${query}`, { token });
  return { data: expectOk<AuditEntry[]>(answer), meta: answer.body.meta! };
};
const mine = (query = '') => page(`actor=${auditor.id}${query ? `&${query}` : ''}`);
const as = (token: string) => ({ token });

/** The ideas and rows the file acts on, named for the entries they should leave. */
const targets = {} as Record<'approved' | 'rejected' | 'edited' | 'editApproved' | 'editRejected', string> & {
  comment: string;
  roadmapItem: number;
};

beforeAll(async () => {
  [seedAdmin, auditor, author, member] = await Promise.all([
    signInAdmin(),
    newMember('audit-admin', `Audrey Auditor ${suffix}`),
    newMember('audit-author'),
    newMember('audit-member'),
  ]);
  expectOk(await api(`/admin/users/${auditor.id}/promote`, { method: 'PUT', ...as(seedAdmin.token) }));
  startedAt = new Date().toISOString();

  // Every kind of action the dashboard takes, once each, by the file's administrator.
  const fields = ideaFields({ title: `Audited idea ${suffix}` });
  const [approved, rejected, edited] = await Promise.all([
    submitIdea(author, fields),
    submitIdea(author, { title: `Rejected idea ${suffix}` }),
    submitIdea(author),
  ]);
  targets.approved = approved.id;
  targets.rejected = rejected.id;
  targets.edited = edited.id;
  const admin = as(auditor.token);
  expectOk(await api(`/admin/ideas/${approved.id}/approve`, { method: 'PUT', ...admin }));
  expectOk(await api(`/admin/ideas/${rejected.id}/reject`, { json: { reason: 'Too vague' }, ...admin }));
  expectOk(
    await api(`/admin/ideas/${edited.id}`, {
      method: 'PUT',
      form: ideaForm({ title: `Fixed by an administrator ${suffix}` }),
      ...admin,
    }),
  );

  // An author's edits of approved ideas, one approved and one rejected.
  const [editApproved, editRejected] = await Promise.all([submitIdea(member), submitIdea(member)]);
  targets.editApproved = editApproved.id;
  targets.editRejected = editRejected.id;
  for (const id of [editApproved.id, editRejected.id]) {
    expectOk(await api(`/admin/ideas/${id}/approve`, { method: 'PUT', ...as(seedAdmin.token) }));
    expectOk(
      await api(`/ideas/${id}`, {
        method: 'PUT',
        form: ideaForm({ title: `Proposed title ${suffix}` }),
        ...as(member.token),
      }),
    );
  }
  expectOk(await api(`/admin/ideas/${editApproved.id}/edit/approve`, { method: 'PUT', ...admin }));
  expectOk(await api(`/admin/ideas/${editRejected.id}/edit/reject`, { json: { reason: 'No' }, ...admin }));

  // Members: promote, demote, tier.
  expectOk(await api(`/admin/users/${member.id}/promote`, { method: 'PUT', ...admin }));
  expectOk(await api(`/admin/users/${member.id}/demote`, { method: 'PUT', ...admin }));
  expectOk(
    await api(`/admin/users/${member.id}/tier`, { method: 'PUT', json: { tier: 'premium' }, ...admin }),
  );

  // The roadmap: add, rename, delete.
  const item = expectOk<{ id: number }>(
    await api('/admin/roadmap', {
      json: { quarter: 'Q1 2098', theme: 'Audit', label: `Audited item ${suffix}`, status: 'planned' },
      ...admin,
    }),
    201,
  );
  targets.roadmapItem = item.id;
  expectOk(
    await api(`/admin/roadmap/${item.id}`, {
      method: 'PUT',
      json: { quarter: 'Q1 2098', theme: 'Audit', label: `Renamed item ${suffix}`, status: 'done' },
      ...admin,
    }),
  );
  expectOk(await api(`/admin/roadmap/${item.id}`, { method: 'DELETE', ...admin }));

  // A member's comment, deleted by the administrator.
  const comment = expectOk<{ id: string }>(
    await api(`/ideas/${approved.id}/comments`, { json: { body: 'Buy cheap pills' }, ...as(member.token) }),
    201,
  );
  targets.comment = comment.id;
  expectOk(await api(`/comments/${comment.id}`, { method: 'DELETE', ...admin }));
});

describe('GET /api/admin/audit', () => {
  it('lists each action of the administrator once, newest first, with the changed fields', async () => {
    const { data, meta } = await mine();
    expect(data.map((entry) => [entry.action, entry.target.type, entry.target.id])).toEqual([
      ['comment.delete', 'comment', targets.comment],
      ['roadmap.delete', 'roadmap_item', String(targets.roadmapItem)],
      ['roadmap.update', 'roadmap_item', String(targets.roadmapItem)],
      ['roadmap.create', 'roadmap_item', String(targets.roadmapItem)],
      ['user.tier', 'user', member.id],
      ['user.demote', 'user', member.id],
      ['user.promote', 'user', member.id],
      ['edit.reject', 'idea_edit', targets.editRejected],
      ['edit.approve', 'idea_edit', targets.editApproved],
      ['idea.edit', 'idea', targets.edited],
      ['idea.reject', 'idea', targets.rejected],
      ['idea.approve', 'idea', targets.approved],
    ]);
    expect(meta).toEqual({ total: 12, limit: 50, offset: 0 });
    for (const entry of data) {
      expect(entry.actor).toEqual({ id: auditor.id, displayName: `Audrey Auditor ${suffix}` });
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(Date.parse(startedAt) - 1000);
    }
    const byAction = Object.fromEntries(data.map((entry) => [entry.action, entry]));
    expect(byAction['idea.approve']).toMatchObject({
      target: { label: `Audited idea ${suffix}` },
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    expect(byAction['idea.reject']?.after).toEqual({ status: 'rejected', reason: 'Too vague' });
    expect(byAction['idea.edit']).toMatchObject({
      target: { label: `Fixed by an administrator ${suffix}` },
      after: { title: `Fixed by an administrator ${suffix}` },
    });
    expect(byAction['edit.approve']).toMatchObject({
      target: { label: `Proposed title ${suffix}` },
      before: { status: 'pending' },
      after: { status: 'approved', title: `Proposed title ${suffix}` },
    });
    expect(byAction['edit.reject']?.after).toEqual({ status: 'rejected', reason: 'No' });
    expect(byAction['user.tier']).toMatchObject({
      target: { label: 'Test audit-member' },
      before: { subscription_tier: 'free' },
      after: { subscription_tier: 'premium' },
    });
    expect(byAction['roadmap.update']).toEqual(
      expect.objectContaining({
        before: { label: `Audited item ${suffix}`, status: 'planned' },
        after: { label: `Renamed item ${suffix}`, status: 'done' },
      }),
    );
    // The item is gone: its label comes from the entry itself.
    expect(byAction['roadmap.delete']?.target.label).toBe(`Renamed item ${suffix}`);
    expect(byAction['comment.delete']).toMatchObject({
      target: { label: `Audited idea ${suffix}` },
      before: { body: 'Buy cheap pills', author_id: member.id, idea_id: targets.approved },
      after: null,
    });
  });

  it('records the promotion of its administrator under the seeded administrator', async () => {
    const { data } = await page(`action=user.promote&targetType=user&targetId=${auditor.id}`);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ actor: { id: seedAdmin.id }, after: { is_admin: true } });
  });

  it('filters by action and by target', async () => {
    const approvals = await mine('action=idea.approve');
    expect(approvals.data.map((entry) => entry.target.id)).toEqual([targets.approved]);
    expect(approvals.meta.total).toBe(1);

    const onIdea = await page(`targetType=idea&targetId=${targets.approved}`);
    expect(onIdea.data.map((entry) => [entry.action, entry.actor.id])).toEqual([
      ['idea.approve', auditor.id],
    ]);
    const onMember = await mine(`targetType=user&targetId=${member.id}`);
    expect(onMember.data.map((entry) => entry.action)).toEqual(['user.tier', 'user.demote', 'user.promote']);
    const roadmap = await mine('targetType=roadmap_item');
    expect(roadmap.meta.total).toBe(3);
  });

  it('filters by time: from is inclusive, to exclusive', async () => {
    const all = (await mine()).data;
    const oldest = all.at(-1)!;
    const newest = all[0]!;
    expect((await mine(`to=${encodeURIComponent(oldest.at)}`)).data).toEqual([]);
    expect((await mine(`from=${encodeURIComponent(oldest.at)}`)).meta.total).toBe(all.length);
    const later = new Date(Date.parse(newest.at) + 1).toISOString();
    expect((await mine(`from=${encodeURIComponent(later)}`)).data).toEqual([]);
    const until = await mine(`from=${encodeURIComponent(startedAt)}&to=${encodeURIComponent(newest.at)}`);
    expect(until.data.map((entry) => entry.id)).toEqual(all.slice(1).map((entry) => entry.id));
  });

  it('pages newest first without gaps or repeats', async () => {
    const all = (await mine()).data;
    const first = await mine('limit=5');
    const second = await mine('limit=5&offset=5');
    const third = await mine('limit=5&offset=10');
    expect(first.meta).toEqual({ total: 12, limit: 5, offset: 0 });
    expect([...first.data, ...second.data, ...third.data].map((entry) => entry.id)).toEqual(
      all.map((entry) => entry.id),
    );
    expect(third.data).toHaveLength(2);
    const past = await mine('limit=5&offset=100');
    expect(past.data).toEqual([]);
  });

  it('writes nothing for a refused action', async () => {
    const before = (await page(`targetType=idea&targetId=${targets.approved}`)).meta.total;
    expectError(
      await api(`/admin/ideas/${targets.approved}/approve`, { method: 'PUT', ...as(auditor.token) }),
      409,
    );
    expect((await page(`targetType=idea&targetId=${targets.approved}`)).meta.total).toBe(before);
  });

  it('writes nothing for a member acting on their own', async () => {
    expectOk(
      await api(`/ideas/${targets.editRejected}`, {
        method: 'PUT',
        form: ideaForm({ title: `Second proposal ${suffix}` }),
        ...as(member.token),
      }),
    );
    expect((await page(`actor=${member.id}`)).data).toEqual([]);
  });

  it("records the other parts' actions taken through the API, once each", async () => {
    const admin = as(auditor.token);
    const idea = await submitIdea(author, { title: `Moderated idea ${suffix}` });
    expectOk(await api(`/admin/ideas/${idea.id}/approve`, { method: 'PUT', ...admin }));
    const comment = expectOk<{ id: string }>(
      await api(`/ideas/${idea.id}/comments`, { json: { body: 'Rude words' }, ...as(member.token) }),
      201,
    );
    expectOk(
      await api(`/admin/comments/${comment.id}/hide`, { method: 'PUT', json: { reason: 'Rude' }, ...admin }),
    );
    expectOk(await api(`/admin/comments/${comment.id}/unhide`, { method: 'PUT', ...admin }));
    expectOk(
      await api(`/admin/ideas/${idea.id}/send-back`, { method: 'PUT', json: { reason: 'Check' }, ...admin }),
    );
    expectOk(await api(`/admin/ideas/${idea.id}`, { method: 'DELETE', ...admin }));
    expectOk(await api(`/admin/ideas/${idea.id}/restore`, { method: 'POST', ...admin }));
    const suspendee = await newMember('audit-suspendee');
    expectOk(
      await api(`/admin/users/${suspendee.id}/suspend`, {
        method: 'PUT',
        json: { days: 1, reason: 'Spam' },
        ...admin,
      }),
    );
    expectOk(await api(`/admin/users/${suspendee.id}/unsuspend`, { method: 'PUT', ...admin }));

    const onIdea = await page(`targetType=idea&targetId=${idea.id}`);
    expect(onIdea.data.map((entry) => entry.action)).toEqual([
      'idea.restore',
      'idea.delete',
      'idea.send_back',
      'idea.approve',
    ]);
    expect(onIdea.data.every((entry) => entry.target.label === `Moderated idea ${suffix}`)).toBe(true);
    const onComment = await page(`targetType=comment&targetId=${comment.id}`);
    expect(onComment.data.map((entry) => entry.action)).toEqual(['comment.unhide', 'comment.hide']);
    const onSuspendee = await page(`targetType=user&targetId=${suspendee.id}`);
    expect(onSuspendee.data.map((entry) => [entry.action, entry.actor.id])).toEqual([
      ['user.unsuspend', auditor.id],
      ['user.suspend', auditor.id],
    ]);
  });

  it('refuses visitors (401) and members (403), and malformed filters (422)', async () => {
    expectError(await api('/admin/audit'), 401);
    expectError(await api('/admin/audit', { token: author.token }), 403);
    expectInvalid(await api('/admin/audit?action=idea.explode', { token: auditor.token }), 'action');
    expectInvalid(await api('/admin/audit?actor=someone', { token: auditor.token }), 'actor');
    expectInvalid(
      await api(`/admin/audit?targetId=${targets.approved}`, { token: auditor.token }),
      'targetId',
    );
    expectInvalid(await api('/admin/audit?from=yesterday', { token: auditor.token }), 'from');
    // Shaped like an instant, but none Postgres takes.
    expectInvalid(await api('/admin/audit?to=0000-01-01T00:00:00Z', { token: auditor.token }), 'to');
    expectInvalid(await api('/admin/audit?from=2026-01-01T00:00:00-23:59', { token: auditor.token }), 'from');
    expectInvalid(await api('/admin/audit?limit=0', { token: auditor.token }), 'limit');
  });
});
