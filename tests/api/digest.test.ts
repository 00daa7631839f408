// The weekly digest's run (POST /api/internal/run-digest): the workers' secret first, the week checked, the digest
// queued once per member and week (also when two runs race), delivered to the dev mailbox with an unsubscribe link
// whose one-click post turns weekly_digest off.
import { beforeAll, describe, expect, it } from 'vitest';
import { mondayOf } from '../../supabase/functions/_shared/schemas/digest.ts';
import { SERVICE_ROLE_KEY } from '../../stack/index.ts';
import { latestMail } from '../support/shared-stack.ts';
import {
  api,
  approvedIdea,
  expectError,
  expectInvalid,
  expectOk,
  type Member,
  newMember,
  sql,
} from './support.ts';

interface DigestRun {
  week: string;
  members: number;
  sent: number;
}

const WORKER = { 'x-mail-worker-secret': SERVICE_ROLE_KEY };
const DAY_MS = 86_400_000;
const thisWeek = () => mondayOf(new Date());
const daysFrom = (week: string, days: number) =>
  new Date(Date.parse(`${week}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const runDigest = (week: string, headers: Record<string, string> = WORKER) =>
  api('/internal/run-digest', { method: 'POST', headers, json: { week } });

const digestsOf = async (member: Member) =>
  (
    await sql<{ n: number }>(
      `select count(*)::int as n from public.mail_outbox where kind = 'digest' and recipient_id = $1`,
      [member.id],
    )
  )[0]!.n;

let author: Member;
let commenter: Member;

/** A member who wants the digest and follows an idea another member commented on this week. */
async function reader(label: string, title: string): Promise<Member> {
  const member = await newMember(label);
  expectOk(
    await api('/me/mail-preferences', { token: member.token, method: 'PUT', json: { weeklyDigest: true } }),
  );
  const idea = await approvedIdea(author, { title });
  await sql('insert into public.follows (idea_id, member_id) values ($1, $2) on conflict do nothing', [
    idea.id,
    member.id,
  ]);
  expectOk(
    await api(`/ideas/${idea.id}/comments`, {
      token: commenter.token,
      method: 'POST',
      json: { body: 'Worth a digest' },
    }),
    201,
  );
  return member;
}

beforeAll(async () => {
  [author, commenter] = await Promise.all([newMember('digest-author'), newMember('digest-commenter')]);
});

describe('POST /api/internal/run-digest', () => {
  it('answers 401 without the workers secret, with a wrong one and with a member token, queueing nothing', async () => {
    const member = await reader('digest-refused', 'Digest refused idea');
    expectError(await api('/internal/run-digest', { method: 'POST', json: { week: thisWeek() } }), 401);
    expectError(await runDigest(thisWeek(), { 'x-mail-worker-secret': 'guess' }), 401);
    expectError(
      await api('/internal/run-digest', { method: 'POST', token: member.token, json: { week: thisWeek() } }),
      401,
    );
    expect(await digestsOf(member)).toBe(0);
  });

  it('refuses a week that is not a Monday, has not started or is older than the ledger keeps', async () => {
    expectInvalid(await runDigest(daysFrom(thisWeek(), 1)), 'week');
    expectInvalid(await runDigest(daysFrom(thisWeek(), 7)), 'week');
    expectInvalid(await runDigest(daysFrom(thisWeek(), -7 * 13)), 'week');
    expectInvalid(await runDigest('last monday'), 'week');
  });

  it('queues the digest, which arrives with an unsubscribe link that turns it off in one click', async () => {
    const member = await reader('digest-reader', 'Digest discussed idea');
    const run = expectOk<DigestRun>(await runDigest(thisWeek()));
    expect(run.week).toBe(thisWeek());
    expect(run.sent).toBeGreaterThanOrEqual(1);
    expect(run.members).toBeGreaterThanOrEqual(run.sent);
    expect(await digestsOf(member)).toBe(1);

    const mail = await latestMail(member.email);
    expect(mail.subject).toBe('Your weekly Ideaboard digest');
    expect(mail.html).toContain('Digest discussed idea: 1 new comment');
    // What a mail client's one-click unsubscribe posts to: the List-Unsubscribe address (RFC 8058).
    const oneClick =
      /<[^>]*\/functions\/v1\/api(\/unsubscribe\?token=[0-9a-f-]{36}&topic=weekly_digest)>$/.exec(
        mail.headers?.['list-unsubscribe'] ?? '',
      );
    expect(oneClick, mail.headers?.['list-unsubscribe']).not.toBeNull();
    expect(
      mail.links.some((href) => href.includes('/unsubscribe?') && href.endsWith('topic=weekly_digest')),
    ).toBe(true);
    const done = expectOk<{ topics: string[] }>(
      await api(oneClick![1]!, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(done.topics).toEqual(['weekly_digest']);
    const preferences = expectOk<{ weeklyDigest: boolean; reviewOutcomes: boolean }>(
      await api('/me/mail-preferences', { token: member.token }),
    );
    expect(preferences).toMatchObject({ weeklyDigest: false, reviewOutcomes: true });

    expectOk<DigestRun>(await runDigest(thisWeek()));
    expect(await digestsOf(member)).toBe(1);
  });

  it('queues one digest per member and week, also when two runs of the week race', async () => {
    const member = await reader('digest-race', 'Digest raced idea');
    const answers = await Promise.all([runDigest(thisWeek()), runDigest(thisWeek())]);
    const runs = answers.map((answer) => expectOk<DigestRun>(answer));
    expect(runs.map((r) => r.sent).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await digestsOf(member)).toBe(1);
    expectOk<DigestRun>(await runDigest(thisWeek()));
    expect(await digestsOf(member)).toBe(1);
  });
});
