// Suspension: PUT /api/admin/users/{id}/suspend and .../unsuspend, POST .../void-ratings. Visitors get 401 and
// members 403 without a write; administrators suspend (never an administrator: 409; an end out of bounds: 422);
// the suspended member still signs in and reads, sees their suspension on /api/me and a notification, and every
// write of theirs answers 403 account_suspended with the end and reason; others' and administrators' actions on
// their rows go through; administrators alone see the suspension on profiles and the user list; voided ratings
// leave exact scores; each change is audited; after a lift the member writes again; a suspended member may still
// delete their account.
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
  SEED,
  signInAdmin,
  sql,
  submitIdea,
} from './support.ts';

interface Suspension {
  until: string;
  reason: string;
}

interface SuspensionChange {
  uid: string;
  suspension: Suspension | null;
}

let admin: Member;
let suspended: Member;
let rater: Member;
let bystander: Member;
let ownIdea: { id: string };
let pendingIdea: { id: string };
let ratedIdea: { id: string };

/** As the seed administrator unless another caller (null: a visitor) is named. */
const suspend = (id: string, json: unknown, as: Member | null = admin) =>
  api<SuspensionChange>(`/admin/users/${id}/suspend`, { token: as?.token, method: 'PUT', json });
const unsuspend = (id: string, as: Member | null = admin) =>
  api<SuspensionChange>(`/admin/users/${id}/unsuspend`, { token: as?.token, method: 'PUT' });
const voidRatings = (id: string, as: Member | null = admin) =>
  api<{ uid: string; voided: number }>(`/admin/users/${id}/void-ratings`, {
    token: as?.token,
    method: 'POST',
  });
const rate = (member: Member, ideaId: string, scores = [60, 70, 80]) =>
  api('/ratings', {
    token: member.token,
    json: { ideaId, marketDemand: scores[0], innovation: scores[1], competition: scores[2] },
  });
const comment = (member: Member, ideaId: string) =>
  api(`/ideas/${ideaId}/comments`, { token: member.token, json: { body: 'A thought on this idea' } });

/** The audit entries of one action on one member, oldest first. */
const auditOf = (action: string, userId: string) =>
  sql<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    `select before, after from private.audit_log where action = $1 and target_id = $2 order by id`,
    [action, userId],
  );

beforeAll(async () => {
  [admin, suspended, rater, bystander] = await Promise.all([
    signInAdmin(),
    newMember('suspended', 'Sam Suspended'),
    newMember('suspension-rater', 'Rita Rater'),
    newMember('suspension-bystander', 'Bea Bystander'),
  ]);
  [ownIdea, ratedIdea] = await Promise.all([approvedIdea(suspended), approvedIdea(bystander)]);
  pendingIdea = await submitIdea(suspended);
  expectOk(await rate(suspended, ratedIdea.id, [0, 99, 100]), 201);
  expectOk(await rate(rater, ratedIdea.id, [40, 50, 60]), 201);
});

describe('who may suspend', () => {
  it('refuses visitors (401) and members (403) on every suspension endpoint, changing nothing', async () => {
    const id = suspended.id;
    expectError(await suspend(id, { days: 1, reason: 'Spam' }, null), 401);
    expectError(await unsuspend(id, null), 401);
    expectError(await voidRatings(id, null), 401);
    expectError(await suspend(id, { days: 1, reason: 'Spam' }, bystander), 403, 'forbidden');
    expectError(await unsuspend(id, bystander), 403, 'forbidden');
    expectError(await voidRatings(id, bystander), 403, 'forbidden');
    expect(await auditOf('user.suspend', id)).toHaveLength(0);
  });

  it('never suspends an administrator, the caller included (409), nor an unknown member (404)', async () => {
    const answer = expectError(await suspend(SEED.admin.id, { days: 1, reason: 'No' }), 409, 'wrong_state');
    expect(answer.message).toBe(
      'An administrator cannot be suspended. Remove their administrator role first.',
    );
    expectError(await suspend('00000000-0000-4000-8000-00000000dead', { days: 1, reason: 'No' }), 404);
  });

  it('refuses an end in the past, beyond 365 days, both or neither of days and until, and no reason (422)', async () => {
    const id = bystander.id;
    expectInvalid(
      await suspend(id, { until: new Date(Date.now() - 60_000).toISOString(), reason: 'x' }),
      'until',
    );
    expectInvalid(
      await suspend(id, { until: new Date(Date.now() + 400 * 86_400_000).toISOString(), reason: 'x' }),
      'until',
    );
    expectInvalid(await suspend(id, { days: 0, reason: 'x' }), 'days');
    expectInvalid(await suspend(id, { days: 366, reason: 'x' }), 'days');
    expectInvalid(
      await suspend(id, { days: 1, until: new Date(Date.now() + 86_400_000).toISOString(), reason: 'x' }),
      'days',
    );
    expectInvalid(await suspend(id, { reason: 'x' }), 'days');
    expectInvalid(await suspend(id, { days: 1, reason: '   ' }), 'reason');
    expectInvalid(await suspend(id, { days: 1, reason: 'x'.repeat(501) }), 'reason');
    expect(await auditOf('user.suspend', id)).toHaveLength(0);
  });

  it('voids only the ratings of a member who is suspended now (409)', async () => {
    expectError(await voidRatings(rater.id), 409, 'wrong_state');
  });
});

describe('a suspended member', () => {
  let suspension: Suspension;

  beforeAll(async () => {
    const change = expectOk<SuspensionChange>(
      await suspend(suspended.id, { days: 7, reason: '  Posting spam ' }),
    );
    expect(change.uid).toBe(suspended.id);
    suspension = change.suspension!;
  });

  it('is suspended for the days asked, with the reason trimmed; audited, before and after', async () => {
    expect(suspension.reason).toBe('Posting spam');
    expect(Math.abs(Date.parse(suspension.until) - (Date.now() + 7 * 86_400_000))).toBeLessThan(600_000);
    const [entry] = await auditOf('user.suspend', suspended.id);
    expect(entry!.before).toEqual({ suspended_until: null, reason: null });
    expect(entry!.after).toMatchObject({ reason: 'Posting spam' });
  });

  it('still reads and sees the suspension on their own profile and in a notification', async () => {
    const me = expectOk<{ suspension: Suspension | null }>(await api('/me', { token: suspended.token }));
    expect(me.suspension).toEqual(suspension);
    expectOk(await api(`/ideas/${ownIdea.id}`, { token: suspended.token }));
    const items = expectOk<{ kind: string; reason: string | null; title: string | null }[]>(
      await api('/notifications', { token: suspended.token }),
    );
    const told = items.find((item) => item.kind === 'suspended');
    expect(told).toMatchObject({ reason: 'Posting spam' });
    // To the second, as the item keeps it.
    expect(Date.parse(told!.title!)).toBe(Math.floor(Date.parse(suspension.until) / 1000) * 1000);
  });

  it('is refused every write with 403 account_suspended, the end and the reason; nothing is written', async () => {
    const before = await sql<{ ideas: string; comments: string }>(
      `select (select count(*) from public.ideas where author_id = $1) as ideas,
              (select count(*) from public.comments where author_id = $1) as comments`,
      [suspended.id],
    );
    const writes = [
      api('/ideas', { token: suspended.token, form: ideaForm() }),
      api(`/ideas/${pendingIdea.id}`, { token: suspended.token, method: 'PUT', form: ideaForm() }),
      rate(suspended, (await approvedIdea(rater)).id),
      comment(suspended, ratedIdea.id),
      api('/me', { token: suspended.token, method: 'PUT', json: { bio: 'Still here' } }),
    ];
    for (const answer of await Promise.all(writes)) {
      const body = expectError(answer, 403, 'account_suspended');
      expect(body.message).toMatch(/^Your account is suspended until .+\. Reason: Posting spam\.$/);
      expect(body.details).toEqual({
        until: suspension.until.replace(/\.\d+Z$/, 'Z'),
        reason: 'Posting spam',
      });
    }
    const after = await sql(
      `select (select count(*) from public.ideas where author_id = $1) as ideas,
              (select count(*) from public.comments where author_id = $1) as comments`,
      [suspended.id],
    );
    expect(after).toEqual(before);
  });

  it('still marks notifications read and changes mail preferences', async () => {
    expectOk(
      await api('/notifications/read', { token: suspended.token, method: 'POST', json: { all: true } }),
    );
    expectOk(
      await api('/me/mail-preferences', {
        token: suspended.token,
        method: 'PUT',
        json: { repliesToMe: false },
      }),
    );
  });

  it("lets others rate and comment on the suspended member's idea, and an administrator review theirs", async () => {
    expectOk(await rate(rater, ownIdea.id), 201);
    expectOk(await comment(rater, ownIdea.id), 201);
    expectOk(await api(`/admin/ideas/${pendingIdea.id}/approve`, { token: admin.token, method: 'PUT' }));
  });

  it('shows the suspension to administrators only: on the profile and in the user list', async () => {
    const seen = expectOk<{ suspension?: Suspension }>(
      await api(`/users/${suspended.id}`, { token: admin.token }),
    );
    expect(seen.suspension).toEqual({ ...suspension, ratings: 1 });
    for (const token of [undefined, bystander.token, suspended.token]) {
      const profile = expectOk<Record<string, unknown>>(await api(`/users/${suspended.id}`, { token }));
      expect(profile).not.toHaveProperty('suspension');
    }
    const list = expectOk<{ uid: string; suspension: Suspension | null }[]>(
      await api('/admin/users?search=Sam%20Suspended', { token: admin.token }),
    );
    expect(list.find((user) => user.uid === suspended.id)?.suspension).toEqual({ ...suspension, ratings: 1 });
    const others = expectOk<{ uid: string; suspension: Suspension | null }[]>(
      await api('/admin/users?search=Bea%20Bystander', { token: admin.token }),
    );
    expect(others.find((user) => user.uid === bystander.id)?.suspension).toBeNull();
  });

  it('cannot be made an administrator while suspended (409)', async () => {
    expectError(
      await api(`/admin/users/${suspended.id}/promote`, { token: admin.token, method: 'PUT' }),
      409,
      'wrong_state',
    );
  });

  it("has their ratings voided: the count, the ideas' scores as a recomputation gives them, audited", async () => {
    const voided = expectOk<{ voided: number }>(await voidRatings(suspended.id));
    expect(voided.voided).toBe(1);
    const idea = expectOk<{ totalRatings: number; finalScore: number; marketDemandScore: number }>(
      await api(`/ideas/${ratedIdea.id}`),
    );
    const [fresh] = await sql<{ n: number; md: string; fin: string }>(
      `select count(*)::integer as n, round(avg(market_demand), 2) as md,
              round(avg(market_demand + innovation + competition) / 3, 2) as fin
       from public.ratings where idea_id = $1`,
      [ratedIdea.id],
    );
    expect(idea.totalRatings).toBe(fresh!.n);
    expect(idea.marketDemandScore).toBe(Number(fresh!.md));
    expect(idea.finalScore).toBe(Number(fresh!.fin));
    const [entry] = await auditOf('user.void_ratings', suspended.id);
    expect(entry).toEqual({ before: { ratings: 1 }, after: { ratings: 0 } });
  });

  it('writes again once the suspension is lifted; the lift is audited', async () => {
    const change = expectOk<SuspensionChange>(await unsuspend(suspended.id));
    expect(change).toEqual({ uid: suspended.id, suspension: null });
    const me = expectOk<{ suspension: Suspension | null }>(await api('/me', { token: suspended.token }));
    expect(me.suspension).toBeNull();
    expectOk(await comment(suspended, ratedIdea.id), 201);
    const [entry] = await auditOf('user.unsuspend', suspended.id);
    expect(entry!.before).toMatchObject({ reason: 'Posting spam' });
    expect(entry!.after).toEqual({ suspended_until: null, reason: null });
  });
});

describe('an end given as a date', () => {
  it('suspends until that time', async () => {
    const until = new Date(Date.now() + 3 * 86_400_000);
    until.setUTCMilliseconds(0);
    const change = expectOk<SuspensionChange>(
      await suspend(bystander.id, { until: until.toISOString(), reason: 'Cooling off' }),
    );
    expect(Date.parse(change.suspension!.until)).toBe(until.getTime());
    expectOk(await unsuspend(bystander.id));
  });
});

describe('a suspended member leaving', () => {
  it('deletes their account, with their ideas, ratings and comments', async () => {
    const leaver = await newMember('suspended-leaver', 'Lee Leaver');
    const idea = await approvedIdea(leaver);
    expectOk(await rate(leaver, ratedIdea.id, [10, 20, 30]), 201);
    expectOk(await comment(leaver, ratedIdea.id), 201);
    expectOk(await suspend(leaver.id, { days: 3, reason: 'Abuse' }));
    expectOk(await api('/me', { token: leaver.token, method: 'DELETE', json: { email: leaver.email } }));
    const [left] = await sql<{ profiles: number; ideas: number; ratings: number; comments: number }>(
      `select (select count(*)::int from public.profiles where id = $1) as profiles,
              (select count(*)::int from public.ideas where id = $2) as ideas,
              (select count(*)::int from public.ratings where user_id = $1) as ratings,
              (select count(*)::int from public.comments where author_id = $1) as comments`,
      [leaver.id, idea.id],
    );
    expect(left).toEqual({ profiles: 0, ideas: 0, ratings: 0, comments: 0 });
  });
});
