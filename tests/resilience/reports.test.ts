// Reports that race: 50 members reporting one idea at the same moment, one member sending the same report 50 times
// at once, and two dismissals of the same reports at once. The unique report per member and target, the member's
// limit lock and the decision's single update must leave exactly the rows, ledger entries and notifications that
// the successful answers promise: nothing of a refused write stays behind.
import { beforeAll, describe, expect, it } from 'vitest';
import { ideaForm, signInAdmin } from '../api/support.ts';
import {
  createMembers,
  expectFailure,
  expectSuccess,
  send,
  sharedStack,
  sqlAt,
  type Member,
  type Target,
} from './support.ts';

const REPORTERS = 50;
const REPEATS = 50;

let target: Target;
let admin: Member;
let author: Member;
let reporters: Member[];

async function approvedIdea(): Promise<string> {
  const idea = expectSuccess(
    await send<{ id: string }>(target, '/ideas', { token: author.token, form: ideaForm() }),
    201,
  );
  expectSuccess(await send(target, `/admin/ideas/${idea.id}/approve`, { token: admin.token, method: 'PUT' }));
  return idea.id;
}

const reportOf = (member: Member, ideaId: string) =>
  send<{ id: string }>(target, '/reports', {
    token: member.token,
    json: { targetType: 'idea', targetId: ideaId, reason: 'spam' },
  });

beforeAll(async () => {
  target = sharedStack();
  const [seedAdmin, [ideaAuthor, ...members]] = await Promise.all([
    signInAdmin(),
    createMembers(target, REPORTERS + 1, 'reporter'),
  ]);
  admin = seedAdmin;
  author = ideaAuthor!;
  reporters = members;
});

describe('reports sent at once', () => {
  it(`${REPORTERS} members reporting one idea at once: ${REPORTERS} reports, each counted once, one target in the queue`, async () => {
    expect(reporters).toHaveLength(REPORTERS);
    const ideaId = await approvedIdea();
    const answers = await Promise.all(reporters.map((member) => reportOf(member, ideaId)));
    const made = answers.map((answer) => expectSuccess(answer, 201));
    expect(new Set(made.map((report) => report.id)).size).toBe(REPORTERS);

    const [rows] = await sqlAt<{ reports: number; reporters: number; ledger: number }>(
      target,
      `select (select count(*)::int from public.reports where idea_id = $1) as reports,
              (select count(distinct reporter_id)::int from public.reports where idea_id = $1) as reporters,
              (select count(*)::int from private.write_log
               where action = 'report' and member_id = any($2::uuid[])) as ledger`,
      [ideaId, reporters.map((member) => member.id)],
    );
    expect(rows).toEqual({ reports: REPORTERS, reporters: REPORTERS, ledger: REPORTERS });

    const queue = expectSuccess(
      await send<{ targetId: string; count: number }[]>(target, '/admin/reports?limit=50', {
        token: admin.token,
      }),
    );
    expect(queue.filter((item) => item.targetId === ideaId)).toEqual([
      expect.objectContaining({ targetId: ideaId, count: REPORTERS }),
    ]);

    // Two dismissals at once: one closes every report and tells every reporter once; the other finds none open.
    const dismissals = await Promise.all(
      [0, 1].map(() =>
        send(target, `/admin/reports/${ideaId}/dismiss`, { token: admin.token, method: 'PUT' }),
      ),
    );
    const statuses = dismissals.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 404]);
    const [after] = await sqlAt<{
      open: number;
      dismissed: number;
      told: number;
      recipients: number;
      audited: number;
    }>(
      target,
      `select (select count(*)::int from public.reports where idea_id = $1 and status = 'open') as open,
              (select count(*)::int from public.reports where idea_id = $1 and status = 'dismissed') as dismissed,
              (select count(*)::int from public.notifications where idea_id = $1 and kind = 'report_dismissed') as told,
              (select count(distinct recipient_id)::int from public.notifications
               where idea_id = $1 and kind = 'report_dismissed') as recipients,
              (select count(*)::int from private.audit_log
               where action = 'report.dismiss' and target_id = $1::text) as audited`,
      [ideaId],
    );
    expect(after).toEqual({
      open: 0,
      dismissed: REPORTERS,
      told: REPORTERS,
      recipients: REPORTERS,
      audited: 1,
    });
  });

  it(`one member sending the same report ${REPEATS} times at once gets one 201 and ${REPEATS - 1} 409s, counted once`, async () => {
    const ideaId = await approvedIdea();
    const [member] = await createMembers(target, 1, 'repeater');
    const answers = await Promise.all(Array.from({ length: REPEATS }, () => reportOf(member!, ideaId)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(REPEATS - 1);
    for (const answer of refused) expectFailure(answer, 409, 'already_exists');

    const [rows] = await sqlAt<{ reports: number; ledger: number }>(
      target,
      `select (select count(*)::int from public.reports where idea_id = $1) as reports,
              (select count(*)::int from private.write_log where action = 'report' and member_id = $2) as ledger`,
      [ideaId, member!.id],
    );
    // The refused repeats rolled back whole: no second report, and no write counted against the member's limit.
    expect(rows).toEqual({ reports: 1, ledger: 1 });
  });
});
