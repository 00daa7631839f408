// A suspension in the middle of a burst of the member's own writes: ideas, ratings and comments sent in parallel
// while an administrator suspends them. The database orders each write against the suspension (the refusing
// trigger holds a share lock on the member's profile row to the commit; the suspension updates that row), so each
// write either committed whole before the suspension or is refused whole with 403 account_suspended: every answered
// write is in the database, no refused one left a row, and the ideas' counts, scores and totals equal a recomputation.
import { beforeAll, describe, expect, it } from 'vitest';
import { ideaForm, signInAdmin } from '../api/support.ts';
import {
  createMembers,
  describeAnswer,
  expectFailure,
  expectSuccess,
  mapLimit,
  send,
  sharedStack,
  sqlAt,
  type Answer,
  type Member,
  type Target,
} from './support.ts';

/** Writers sending the member's writes at once, each one after another until the suspension has answered. */
const WRITERS = 6;
/** Ideas of another member for the burst to rate (one rating each). */
const RATED_IDEAS = 40;

type Kind = 'idea' | 'rating' | 'comment';

interface Sent {
  kind: Kind;
  /** Sent after the suspension's answer had arrived. */
  afterSuspension: boolean;
  answer: Answer<{ id?: string; rating?: { id: string } }>;
}

let target: Target;
let admin: Member;
let member: Member;
let ideas: string[];

beforeAll(async () => {
  target = sharedStack();
  // One author's forty ideas and the burst's writes are more than a member's write limits allow; as the suites'
  // setup does (tests/support/write-limits.ts), the database's owner lifts them.
  await sqlAt(target, 'update private.write_limits set max_count = greatest(max_count, 10000)');
  const [seedAdmin, [burster, author]] = await Promise.all([
    signInAdmin(),
    createMembers(target, 2, 'suspension-burst'),
  ]);
  admin = seedAdmin;
  member = burster!;
  ideas = await mapLimit(Array.from({ length: RATED_IDEAS }), 6, async () => {
    const idea = expectSuccess(
      await send<{ id: string }>(target, '/ideas', { token: author!.token, form: ideaForm() }),
      201,
    );
    expectSuccess(
      await send(target, `/admin/ideas/${idea.id}/approve`, { token: admin.token, method: 'PUT' }),
    );
    return idea.id;
  });
});

describe('a suspension during a burst of the member’s writes', () => {
  it('leaves every write either committed before it or refused whole, and every total exact', async () => {
    const sent: Sent[] = [];
    let suspensionAnswered = false;
    let nextIdea = 0;

    /** One write of the member's, the kind taking turns; a rating rates an idea nobody of the burst rated yet. */
    const write = async (turn: number): Promise<void> => {
      const afterSuspension = suspensionAnswered;
      const kind: Kind =
        turn % 3 === 0 ? 'idea' : turn % 3 === 1 && nextIdea < ideas.length ? 'rating' : 'comment';
      const token = member.token;
      const answer =
        kind === 'idea'
          ? await send(target, '/ideas', { token, form: ideaForm() })
          : kind === 'rating'
            ? await send(target, '/ratings', {
                token,
                json: { ideaId: ideas[nextIdea++], marketDemand: 70, innovation: 35, competition: 99 },
              })
            : await send(target, `/ideas/${ideas[turn % ideas.length]}/comments`, {
                token,
                json: { body: `Burst comment ${turn}` },
              });
      sent.push({ kind, afterSuspension, answer: answer as Sent['answer'] });
    };

    let turns = 0;
    const writer = async () => {
      // Until the suspension has answered, and one round after it, which must be refused.
      for (let after = false; !after;) {
        after = suspensionAnswered;
        await write(turns++);
      }
    };
    const suspend = async () => {
      // Once the burst is under way: some writes have been answered, others are in flight.
      while (sent.length < WRITERS) await new Promise((resolve) => setImmediate(resolve));
      const answer = await send(target, `/admin/users/${member.id}/suspend`, {
        token: admin.token,
        method: 'PUT',
        json: { days: 1, reason: 'Flooding the board' },
      });
      expectSuccess(answer);
      suspensionAnswered = true;
    };
    await Promise.all([suspend(), ...Array.from({ length: WRITERS }, writer)]);

    // Every answer is a success or the suspension's refusal; nothing else (no 500, no half-done 409).
    for (const { answer } of sent) {
      if (answer.status === 201) continue;
      const body = expectFailure(answer, 403, 'account_suspended');
      expect(body.message, describeAnswer(answer)).toMatch(
        /^Your account is suspended until .+ Reason: Flooding/,
      );
    }
    const accepted = sent.filter(({ answer }) => answer.status === 201);
    expect(accepted.length, 'writes before the suspension').toBeGreaterThan(0);
    expect(sent.filter(({ answer }) => answer.status === 403).length, 'writes refused').toBeGreaterThan(0);
    // A write sent after the suspension had answered is refused: the suspension was committed by then.
    for (const late of sent.filter((s) => s.afterSuspension)) expect(late.answer.status).toBe(403);

    // Exactly the accepted writes are in the database, and none of the refused ones.
    const count = (kind: Kind) => accepted.filter((s) => s.kind === kind).length;
    const [rows] = await sqlAt<{ ideas: number; ratings: number; comments: number }>(
      target,
      `select (select count(*)::int from public.ideas where author_id = $1) as ideas,
              (select count(*)::int from public.ratings where user_id = $1) as ratings,
              (select count(*)::int from public.comments where author_id = $1) as comments`,
      [member.id],
    );
    expect(rows).toEqual({ ideas: count('idea'), ratings: count('rating'), comments: count('comment') });

    // Each rated idea's count, sums and comment count equal a recomputation from its rows.
    const drifted = await sqlAt(
      target,
      `select i.id
       from public.ideas as i
       cross join lateral (
         select count(*)::int as total, coalesce(sum(r.market_demand), 0) as md,
                coalesce(sum(r.innovation), 0) as inn, coalesce(sum(r.competition), 0) as co,
                coalesce(sum((r.market_demand + r.innovation + r.competition)::bigint
                             * (r.market_demand + r.innovation + r.competition)), 0) as overall_sq
         from public.ratings as r where r.idea_id = i.id
       ) as fresh
       cross join lateral (
         select count(*)::int as shown from public.comments as c where c.idea_id = i.id and c.deleted_at is null
       ) as discussion
       where i.id = any($1::uuid[])
         and (i.total_ratings, i.market_demand_sum, i.innovation_sum, i.competition_sum, i.overall_sumsq,
              i.comment_count)
             is distinct from (fresh.total, fresh.md, fresh.inn, fresh.co, fresh.overall_sq, discussion.shown)`,
      [ideas],
    );
    expect(drifted).toEqual([]);
    // The leaderboard's totals per status and category equal a count of the ideas.
    const totals = await sqlAt(
      target,
      `(select status, category, ideas::int from private.idea_totals where ideas > 0
        except select status, category, count(*)::int from public.ideas where deleted_at is null group by 1, 2)
       union all
       (select status, category, count(*)::int from public.ideas where deleted_at is null group by 1, 2
        except select status, category, ideas::int from private.idea_totals where ideas > 0)`,
    );
    expect(totals).toEqual([]);

    // Lifted, the member writes again.
    expectSuccess(
      await send(target, `/admin/users/${member.id}/unsuspend`, { token: admin.token, method: 'PUT' }),
    );
    expectSuccess(
      await send(target, `/ideas/${ideas[0]}/comments`, {
        token: member.token,
        json: { body: 'Back again' },
      }),
      201,
    );
  });
});
