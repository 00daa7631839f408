// Write limits through /api: a member's write past a limit (a new idea, an edit of one idea, a comment, a landing
// page) answers 429 rate_limited with the database's message and a Retry-After header in seconds; administrators
// read and change the limits (GET and PUT /api/admin/limits, each change audited); members and visitors cannot.
// Other files of this suite run at the same time against the same limits, which the suite's setup lifts: each test
// fills a fresh member's ledger up to the current bound instead of assuming the defaults, and a changed limit is
// only ever raised, then put back.
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
  sql,
  submitIdea,
} from './support.ts';

interface Limit {
  action: string;
  per: string;
  maxCount: number;
  label: string;
  updatedAt: string;
}

/** The tightest bound of `action` now: the most writes any of its windows allows. */
async function tightest(action: string): Promise<number> {
  const [row] = await sql<{ bound: number }>(
    'select min(max_count)::int as bound from private.write_limits where action = $1',
    [action],
  );
  return row!.bound;
}

/** Counts writes of `action` for `member` as made just now, so that `room` more fit under every window. */
async function fillLedger(member: Member, action: string, room: number, scope: string | null = null) {
  await sql(
    `insert into private.write_log (member_id, action, scope_id)
     select $1, $2, $3 from generate_series(1, $4)`,
    [member.id, action, scope, (await tightest(action)) - room],
  );
}

function expectLimited(answer: Awaited<ReturnType<typeof api>>, message: RegExp) {
  const body = expectError(answer, 429, 'rate_limited');
  expect(body.message).toMatch(message);
  const wait = Number(answer.headers.get('retry-after'));
  expect(Number.isInteger(wait) && wait >= 1 && wait <= 86_400, `Retry-After: ${wait}`).toBe(true);
  return wait;
}

const comment = (ideaId: string, member: Member, body: string) =>
  api(`/ideas/${ideaId}/comments`, { token: member.token, json: { body } });

let admin: Member;

beforeAll(async () => {
  admin = await signInAdmin();
});

describe('a write past its limit', () => {
  it('a new idea at the bound passes; the next is 429 with Retry-After', async () => {
    const member = await newMember('limits-ideas');
    await fillLedger(member, 'idea', 1);
    await submitIdea(member, { title: 'The last idea allowed' });
    const refused = await api('/ideas', {
      token: member.token,
      form: ideaForm({ title: 'One idea too many' }),
    });
    expectLimited(
      refused,
      /^You can submit at most \d+ ideas (an hour|a day)\. Please try again in \d+ \w+\.$/,
    );
    const [row] = await sql<{ count: number }>(
      "select count(*)::int as count from public.ideas where author_id = $1 and title = 'One idea too many'",
      [member.id],
    );
    expect(row!.count).toBe(0);
  });

  it('edits are counted per idea: one idea at its bound, another idea of the author still editable', async () => {
    const member = await newMember('limits-edits');
    const [first, second] = [await approvedIdea(member), await approvedIdea(member)];
    await fillLedger(member, 'idea_edit', 1, first.id);
    const edit = (id: string, competitors: string) =>
      api(`/ideas/${id}`, { token: member.token, method: 'PUT', form: ideaForm({ competitors }) });
    expectOk(await edit(first.id, 'The last edit allowed'));
    expectLimited(
      await edit(first.id, 'One edit too many'),
      /^You can make at most \d+ edits of one idea a day\. Please try again in \d+ hours?\.$/,
    );
    expectOk(await edit(second.id, 'Another idea'));
  });

  it('a comment past the bound is 429 with the message the comment box shows', async () => {
    const author = await newMember('limits-idea-owner');
    const idea = await approvedIdea(author);
    const member = await newMember('limits-comments');
    await fillLedger(member, 'comment', 1);
    expectOk(await comment(idea.id, member, 'The last comment allowed'), 201);
    const wait = expectLimited(
      await comment(idea.id, member, 'One comment too many'),
      /^You can post at most \d+ comments (a minute|a day)\. Please try again in \d+ \w+\.$/,
    );
    expect(wait).toBeLessThanOrEqual(86_400);
  });

  it('a landing page past the bound is 429', async () => {
    const member = await newMember('limits-pages');
    expectOk(
      await api(`/admin/users/${member.id}/tier`, {
        token: admin.token,
        method: 'PUT',
        json: { tier: 'premium' },
      }),
    );
    const idea = await approvedIdea(member);
    await fillLedger(member, 'landing_page', 1);
    expectOk(await api('/landing-pages', { token: member.token, json: { ideaId: idea.id } }), 201);
    expectLimited(
      await api('/landing-pages', { token: member.token, json: { ideaId: idea.id } }),
      /^You can create at most \d+ landing pages a day\. Please try again in \d+ hours?\.$/,
    );
  });
});

describe('GET and PUT /api/admin/limits', () => {
  it('administrators read every limit', async () => {
    const limits = expectOk<Limit[]>(await api('/admin/limits', { token: admin.token }));
    expect(limits.map((l) => `${l.action}/${l.per}`)).toEqual(
      expect.arrayContaining([
        'idea/hour',
        'idea/day',
        'idea_edit/day',
        'comment/minute',
        'comment/day',
        'landing_page/day',
      ]),
    );
    expect(limits.find((l) => l.action === 'idea_edit')).toMatchObject({ label: 'edits of one idea' });
  });

  it('a raised limit is in force at once, and audited with before and after', async () => {
    const before = await tightest('idea_edit');
    const member = await newMember('limits-raised');
    const idea = await approvedIdea(member);
    await fillLedger(member, 'idea_edit', 0, idea.id);
    const edit = () =>
      api(`/ideas/${idea.id}`, { token: member.token, method: 'PUT', form: ideaForm({ timeline: 'Soon' }) });
    expectLimited(await edit(), /edits of one idea/);

    const change = (maxCount: number) =>
      api<Limit[]>('/admin/limits', {
        token: admin.token,
        method: 'PUT',
        json: { limits: [{ action: 'idea_edit', per: 'day', maxCount }] },
      });
    try {
      const saved = expectOk<Limit[]>(await change(before + 1));
      expect(saved.find((l) => l.action === 'idea_edit' && l.per === 'day')).toMatchObject({
        maxCount: before + 1,
      });
      expectOk(await edit());
      const audited = await sql<{ before: unknown; after: unknown; actor_id: string }>(
        `select before, after, actor_id from private.audit_log
         where action = 'limits.update' and target_type = 'write_limit' and target_id = 'idea_edit/day'
         order by id desc limit 1`,
      );
      expect(audited[0]).toEqual({
        before: { maxCount: before },
        after: { maxCount: before + 1 },
        actor_id: admin.id,
      });
    } finally {
      expectOk(await change(before));
    }
  });

  it('refuses a limit that does not exist (404) and bad counts (422)', async () => {
    const put = (json: unknown) => api('/admin/limits', { token: admin.token, method: 'PUT', json });
    expectError(await put({ limits: [{ action: 'idea', per: 'minute', maxCount: 3 }] }), 404, 'not_found');
    expectInvalid(await put({ limits: [{ action: 'idea', per: 'hour', maxCount: 0 }] }), 'limits.0.maxCount');
    expectInvalid(
      await put({ limits: [{ action: 'idea', per: 'hour', maxCount: 2.5 }] }),
      'limits.0.maxCount',
    );
    expectInvalid(await put({ limits: [{ action: 'votes', per: 'hour', maxCount: 3 }] }), 'limits.0.action');
    expectInvalid(await put({ limits: [] }), 'limits');
    const twice = { action: 'idea', per: 'hour', maxCount: 3 };
    expectInvalid(await put({ limits: [twice, twice] }), 'limits');
  });

  it('members get 403 and visitors 401, for reading and for changing', async () => {
    const member = await newMember('limits-curious');
    const change = { limits: [{ action: 'idea', per: 'hour', maxCount: 100 }] };
    expectError(await api('/admin/limits', { token: member.token }), 403, 'forbidden');
    expectError(
      await api('/admin/limits', { token: member.token, method: 'PUT', json: change }),
      403,
      'forbidden',
    );
    expectError(await api('/admin/limits'), 401);
    expectError(await api('/admin/limits', { method: 'PUT', json: change }), 401);
  });
});
