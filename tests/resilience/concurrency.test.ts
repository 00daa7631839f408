// Writes that race: 200 members rating one idea at the same moment, one member sending the same rating 20 times
// at once, two administrators approving and rejecting the same idea at once, an approval Postgres rolls back to
// break a deadlock. The database must serialize them (the idea row's lock, the unique rating, the review's row lock),
// the API must run a transaction Postgres rolled back again, and tell each caller the truth.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaForm, signInAdmin } from '../api/support.ts';
import { withClient } from '../../stack/index.ts';
import {
  type Answer,
  createMembers,
  expectFailure,
  eventually,
  expectSuccess,
  send,
  sharedStack,
  sqlAt,
  type Member,
  type Target,
} from './support.ts';

const RATERS = 200;
const REPEATS = 20;
const REVIEW_ROUNDS = 10;

let target: Target;
let raters: Member[];
let author: Member;
let admins: [Member, Member];

interface IdeaData {
  id: string;
  status: string;
  totalRatings: number;
  marketDemandScore: number;
  innovationScore: number;
  competitionScore: number;
  finalScore: number;
}

async function submitIdea(member: Member): Promise<IdeaData> {
  return expectSuccess(
    await send<IdeaData>(target, '/ideas', { token: member.token, form: ideaForm() }),
    201,
  );
}

async function approvedIdea(): Promise<IdeaData> {
  const idea = await submitIdea(author);
  expectSuccess(
    await send(target, `/admin/ideas/${idea.id}/approve`, { token: admins[0].token, method: 'PUT' }),
  );
  return idea;
}

/** round(sum / count, 2) as Postgres rounds numeric (half away from zero), in exact integer arithmetic. */
function roundedMean(sum: number, count: number): string {
  const hundredths = Math.floor((200 * sum + count) / (2 * count));
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** The scores member `i` gives: spread over 0-100, the same on every run. */
const scoresOf = (i: number) => ({
  marketDemand: (i * 37 + 11) % 101,
  innovation: (i * 53 + 7) % 101,
  competition: (i * 71 + 29) % 101,
});

beforeAll(async () => {
  target = sharedStack();
  const [seedAdmin, [secondAdmin, ideaAuthor, ...members]] = await Promise.all([
    signInAdmin(),
    createMembers(target, RATERS + 2, 'racer'),
  ]);
  raters = members;
  author = ideaAuthor!;
  admins = [seedAdmin, secondAdmin!];
  expectSuccess(
    await send(target, `/admin/users/${secondAdmin!.id}/promote`, { token: seedAdmin.token, method: 'PUT' }),
  );
});

afterAll(async () => {
  if (admins)
    await send(target, `/admin/users/${admins[1].id}/demote`, { token: admins[0].token, method: 'PUT' });
});

describe('many members rating one idea at once', () => {
  it(`${RATERS} ratings sent at once all succeed, and the idea's count and scores are exact`, async () => {
    expect(raters).toHaveLength(RATERS);
    const idea = await approvedIdea();

    const answers = await Promise.all(
      raters.map((member, i) =>
        send<{ rating: { id: string }; idea: IdeaData }>(target, '/ratings', {
          token: member.token,
          json: { ideaId: idea.id, ...scoresOf(i), isAnonymous: i % 3 === 0 },
        }),
      ),
    );
    const data = answers.map((answer) => expectSuccess(answer, 201));
    // Each rating's transaction saw the count with its own rating added under the row lock: 1..200, each once.
    expect(data.map((d) => d.idea.totalRatings).sort((a, b) => a - b)).toEqual(
      Array.from({ length: RATERS }, (_, i) => i + 1),
    );
    expect(new Set(data.map((d) => d.rating.id)).size).toBe(RATERS);

    const sums = { marketDemand: 0, innovation: 0, competition: 0 };
    raters.forEach((_, i) => {
      const scores = scoresOf(i);
      sums.marketDemand += scores.marketDemand;
      sums.innovation += scores.innovation;
      sums.competition += scores.competition;
    });
    const expected = {
      total_ratings: RATERS,
      market_demand_score: roundedMean(sums.marketDemand, RATERS),
      innovation_score: roundedMean(sums.innovation, RATERS),
      competition_score: roundedMean(sums.competition, RATERS),
      final_score: roundedMean(sums.marketDemand + sums.innovation + sums.competition, 3 * RATERS),
    };
    const [stored] = await sqlAt(
      target,
      `select total_ratings, market_demand_score::text, innovation_score::text, competition_score::text,
              final_score::text
       from public.ideas where id = $1`,
      [idea.id],
    );
    expect(stored).toEqual(expected);
    // And the same as a full recomputation from the ratings themselves.
    const [recomputed] = await sqlAt(
      target,
      `select count(*)::int as total_ratings,
              round(avg(market_demand), 2)::text as market_demand_score,
              round(avg(innovation), 2)::text as innovation_score,
              round(avg(competition), 2)::text as competition_score,
              round(avg((market_demand + innovation + competition) / 3.0), 2)::text as final_score
       from public.ratings where idea_id = $1`,
      [idea.id],
    );
    expect(recomputed).toEqual(expected);

    const shown = expectSuccess(await send<IdeaData>(target, `/ideas/${idea.id}`));
    expect(shown).toMatchObject({
      totalRatings: RATERS,
      marketDemandScore: Number(expected.market_demand_score),
      innovationScore: Number(expected.innovation_score),
      competitionScore: Number(expected.competition_score),
      finalScore: Number(expected.final_score),
    });
  });

  it(`one member sending the same rating ${REPEATS} times at once gets exactly one 201 and ${REPEATS - 1} 409s`, async () => {
    const idea = await approvedIdea();
    const member = raters[0]!;
    const answers = await Promise.all(
      Array.from({ length: REPEATS }, () =>
        send(target, '/ratings', {
          token: member.token,
          json: { ideaId: idea.id, marketDemand: 80, innovation: 60, competition: 40 },
        }),
      ),
    );
    const created = answers.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(1);
    expectSuccess(created[0]!, 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(REPEATS - 1);
    for (const answer of refused) {
      const body = expectFailure(answer, 409, 'already_exists');
      expect(body.message).toBe('You have already rated this idea.');
    }
    const [row] = await sqlAt<{ ratings: number; total_ratings: number; final_score: string }>(
      target,
      `select (select count(*)::int from public.ratings where idea_id = $1 and user_id = $2) as ratings,
              total_ratings, final_score::text
       from public.ideas where id = $1`,
      [idea.id, member.id],
    );
    expect(row).toEqual({ ratings: 1, total_ratings: 1, final_score: '60.00' });
  });
});

describe('two administrators reviewing one idea at once', () => {
  it(`approve and reject at the same moment: one wins, the other gets 409, the idea says who won (${REVIEW_ROUNDS} rounds)`, async () => {
    for (let round = 0; round < REVIEW_ROUNDS; round++) {
      const idea = await submitIdea(author);
      const [approver, rejecter] = round % 2 === 0 ? admins : [admins[1], admins[0]];
      const reason = `Not this time (round ${round})`;
      const [approved, rejected] = await Promise.all([
        send<IdeaData>(target, `/admin/ideas/${idea.id}/approve`, { token: approver.token, method: 'PUT' }),
        send<IdeaData>(target, `/admin/ideas/${idea.id}/reject`, { token: rejecter.token, json: { reason } }),
      ]);
      expect([approved.status, rejected.status].sort((a, b) => a - b)).toEqual([200, 409]);
      const [winner, loser, reviewer, status] =
        approved.status === 200
          ? [approved, rejected, approver, 'approved']
          : [rejected, approved, rejecter, 'rejected'];
      expect(expectSuccess(winner)).toMatchObject({ id: idea.id, status });
      const refusal = expectFailure(loser, 409, 'wrong_state');
      expect(refusal.message).toMatch(new RegExp(`this idea is ${status}$`));

      const [row] = await sqlAt(
        target,
        `select status, reviewed_by, rejection_reason, reviewed_at is not null as reviewed
         from public.ideas where id = $1`,
        [idea.id],
      );
      expect(row).toEqual({
        status,
        reviewed_by: reviewer.id,
        rejection_reason: status === 'rejected' ? reason : null,
        reviewed: true,
      });
    }
  });
});

describe('an approval that Postgres ends in a deadlock', () => {
  /**
   * One round: a transaction of this test holds the approved ideas' total, which the approval's trigger updates
   * after it locked the idea; once the approval waits for that total, this transaction asks for the idea's row, and
   * the two wait for each other. Each side looks for a deadlock once it has waited deadlock_timeout (1 s), and the
   * approval began waiting first, so it finds the cycle and is rolled back. Returns null when this side found it
   * instead (on a machine too busy to close the cycle within that second): the round then proved nothing.
   */
  async function deadlockedApproval(idea: IdeaData): Promise<Answer<IdeaData> | null> {
    return await withClient(target.dbUrl, async (client) => {
      await client.query('begin');
      const { pid } = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!;
      await client.query(
        `select 1 from private.idea_totals where status = 'approved' and category = 'technology' for update`,
      );
      const answer = send<IdeaData>(target, `/admin/ideas/${idea.id}/approve`, {
        token: admins[0].token,
        method: 'PUT',
      });
      await eventually('the approval waits for the total this test holds', async () => {
        const waiting = await sqlAt(
          target,
          'select 1 from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
          [pid],
        );
        return waiting.length > 0 ? true : undefined;
      });
      try {
        // Granted only once the approval's first attempt is rolled back: Postgres chose it to break the deadlock.
        await client.query('select 1 from public.ideas where id = $1 for update', [idea.id]);
      } catch (error) {
        if ((error as { code?: string }).code !== '40P01') throw error;
        await client.query('rollback');
        await answer;
        return null;
      }
      await client.query('rollback');
      return await answer;
    });
  }

  const deadlocks = async () =>
    (
      await sqlAt<{ n: number }>(
        target,
        'select deadlocks::int as n from pg_stat_database where datname = current_database()',
      )
    )[0]!.n;

  it('is run again by the API and takes effect once: approved, audited once, its author told once', async () => {
    for (let round = 0; round < 5; round++) {
      const idea = await submitIdea(author);
      const before = await deadlocks();
      const answer = await deadlockedApproval(idea);
      if (!answer) continue; // this side was the one rolled back: nothing was proven, try again
      // Postgres counted the deadlock it broke (its statistics arrive a moment after the transaction ended).
      await eventually('the deadlock is counted', async () =>
        (await deadlocks()) > before ? true : undefined,
      );
      expect(expectSuccess(answer)).toMatchObject({ id: idea.id, status: 'approved' });
      const [counts] = await sqlAt(
        target,
        `select (select count(*)::int from private.audit_log where target_id = $1 and action = 'idea.approve') as audited,
                (select count(*)::int from public.notifications where idea_id = $1::uuid and kind = 'idea_approved') as told`,
        [idea.id],
      );
      expect(counts).toEqual({ audited: 1, told: 1 });
      return;
    }
    throw new Error('in 5 rounds Postgres never chose the approval to break the deadlock');
  });
});
