// Mail while the mail server is down: the dev mailbox's SMTP port is stopped while 50 ideas are reviewed. Every
// review still answers at once (the mail only goes into the outbox, in the review's transaction); the worker's
// attempts fail and back off; once the port is back, every mail arrives, and each exactly once. This stops a
// part of the stack, so the file starts a stack of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ROLE_KEY } from '../../stack/index.ts';
import {
  createMembers,
  describeAnswer,
  eventually,
  mapLimit,
  send,
  sqlAt,
  startOwnStack,
  type Member,
  type OwnStack,
} from './support.ts';

let own: OwnStack;
let authors: Member[];
let admin: Member;

const IDEAS = 50;
/** A review that waited for mail would take seconds (connection refused, retries); one that does not, milliseconds. */
const FAST_MS = 2000;

beforeAll(async () => {
  own = await startOwnStack();
  const members = await createMembers(own.target, 6, 'mailout');
  admin = members[0]!;
  authors = members.slice(1);
  await sqlAt(own.target, 'update public.profiles set is_admin = true where id = $1', [admin.id]);
});

afterAll(async () => {
  await own?.stop();
});

describe('the mailbox down while ideas are reviewed', () => {
  it('reviews answer fast, and once it is back every mail arrives exactly once', async () => {
    const ideas = await sqlAt<{ id: string; title: string; author_id: string }>(
      own.target,
      `insert into public.ideas (author_id, title, description, category, target_market, business_model)
       select a.id, format('Outbox idea %s', n), repeat('A description long enough to be valid. ', 2), 'other',
              'Small teams', 'Subscription'
       from generate_series(1, ${IDEAS}) as n
       join unnest($1::uuid[]) with ordinality as a(id, i) on (n - 1) % $2 = a.i - 1
       returning id, title, author_id`,
      [authors.map((a) => a.id), authors.length],
    );
    expect(ideas).toHaveLength(IDEAS);

    await own.stack.smtp.stop();
    const timings = await mapLimit(ideas, 5, async (idea, index) => {
      const started = Date.now();
      const answer =
        index % 2 === 0
          ? await send(own.target, `/admin/ideas/${idea.id}/approve`, { token: admin.token, method: 'PUT' })
          : await send(own.target, `/admin/ideas/${idea.id}/reject`, {
              token: admin.token,
              method: 'POST',
              json: { reason: `Reason for ${idea.title}` },
            });
      expect(answer.status, describeAnswer(answer)).toBe(200);
      return Date.now() - started;
    });
    expect(Math.max(...timings)).toBeLessThan(FAST_MS);

    const outbox = (sql: string) => sqlAt<{ n: number }>(own.target, sql).then((rows) => rows[0]!.n);
    // The schedule tried them all while the port was closed: none sent, each with the error it met.
    await eventually('every mail attempted while the mailbox was down', async () =>
      (await outbox(
        `select count(*)::int as n from public.mail_outbox where attempts >= 1 and last_error is not null and sent_at is null`,
      )) === IDEAS
        ? true
        : undefined,
    );
    expect(own.stack.mailbox.list()).toEqual([]);

    await own.stack.smtp.start();
    await eventually(
      'every mail sent once the mailbox is back',
      async () =>
        (await outbox('select count(*)::int as n from public.mail_outbox where sent_at is not null')) ===
        IDEAS
          ? true
          : undefined,
      90_000,
    );
    // Nothing is due any more: a further run of the worker claims nothing and so cannot send anything twice.
    const run = await send<{ claimed: number }>(own.target, '/internal/deliver-mail', {
      method: 'POST',
      headers: { 'x-mail-worker-secret': SERVICE_ROLE_KEY },
    });
    expect(run.body.data.claimed, describeAnswer(run)).toBe(0);

    const mails = own.stack.mailbox.list();
    const subjects = mails.map((mail) => `${mail.to} ${mail.subject}`).sort();
    const expected = ideas
      .map((idea, index) => {
        const to = authors.find((a) => a.id === idea.author_id)!.email;
        const subject =
          index % 2 === 0
            ? `Your idea "${idea.title}" is live`
            : `Your idea "${idea.title}" was not approved`;
        return `${to} ${subject}`;
      })
      .sort();
    expect(subjects).toEqual(expected);
    expect(new Set(mails.map((mail) => mail.headers?.['message-id'])).size).toBe(IDEAS);
  }, 150_000);
});
