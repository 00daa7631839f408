// A merge racing ratings: while an administrator merges idea B into idea A, members rate both. Whatever the order
// the database puts them in, every rating that was accepted ends on A exactly once (moved by the merge, or sent on
// to A by the ratings' trigger once B is merged), none is left on the trashed B, and both ideas' kept sums, squares
// and histograms equal a recomputation from the ratings there are. Comments posted on B while it is merged either
// move with the discussion or wait for the merge and are refused as on a missing idea: none is left on the trashed B.
import { beforeAll, describe, expect, it } from 'vitest';
import { ideaForm, signInAdmin } from '../api/support.ts';
import {
  createMembers,
  expectSuccess,
  send,
  sharedStack,
  sqlAt,
  type Member,
  type Target,
} from './support.ts';

const ROUNDS = 3;
/** Members rating while the merge runs, per round: half send to A, half to B. */
const RACERS = 24;
/** Members who rated B before the round, half of them A too. */
const EARLY = 6;
/** Members commenting on B while it is merged, in the comments' round. */
const COMMENTERS = 12;

let target: Target;
let admin: Member;
let authors: Member[];
let raters: Member[];
let commentAuthors: Member[];
let commenters: Member[];

beforeAll(async () => {
  target = sharedStack();
  const [seedAdmin, members] = await Promise.all([
    signInAdmin(),
    createMembers(target, 2 * ROUNDS + ROUNDS * (RACERS + EARLY) + 2 + COMMENTERS, 'merge-racer'),
  ]);
  admin = seedAdmin;
  authors = members.slice(0, 2 * ROUNDS);
  raters = members.slice(2 * ROUNDS, 2 * ROUNDS + ROUNDS * (RACERS + EARLY));
  commentAuthors = members.slice(2 * ROUNDS + ROUNDS * (RACERS + EARLY), -COMMENTERS);
  commenters = members.slice(-COMMENTERS);
});

async function approvedIdea(author: Member): Promise<string> {
  const { id } = expectSuccess(
    await send<{ id: string }>(target, '/ideas', { token: author.token, form: ideaForm() }),
    201,
  );
  expectSuccess(await send(target, `/admin/ideas/${id}/approve`, { token: admin.token, method: 'PUT' }));
  return id;
}

const rate = (member: Member, ideaId: string, score: number) =>
  send<{ idea: { id: string } }>(target, '/ratings', {
    token: member.token,
    json: { ideaId, marketDemand: score, innovation: (score * 7) % 101, competition: (score * 13) % 101 },
  });

/** Each idea's kept rating columns and the same columns computed afresh from its ratings, as text to compare. */
async function keptAndRecomputed(ids: string[]) {
  const rows = await sqlAt<{ id: string; kept: string; recomputed: string }>(
    target,
    `select i.id::text,
            (i.total_ratings, i.market_demand_sum, i.innovation_sum, i.competition_sum, i.market_demand_sumsq,
             i.innovation_sumsq, i.competition_sumsq, i.overall_sumsq, i.market_demand_histogram,
             i.innovation_histogram, i.competition_histogram)::text as kept,
            (r.n, r.md, r.inn, r.co, r.md_sq, r.inn_sq, r.co_sq, r.overall_sq, r.md_bands, r.inn_bands,
             r.co_bands)::text as recomputed
     from public.ideas as i
     cross join lateral (
       select count(*)::int as n, coalesce(sum(x.market_demand), 0)::bigint as md,
              coalesce(sum(x.innovation), 0)::bigint as inn, coalesce(sum(x.competition), 0)::bigint as co,
              coalesce(sum(x.market_demand::int * x.market_demand), 0)::bigint as md_sq,
              coalesce(sum(x.innovation::int * x.innovation), 0)::bigint as inn_sq,
              coalesce(sum(x.competition::int * x.competition), 0)::bigint as co_sq,
              coalesce(sum((x.market_demand + x.innovation + x.competition)::int
                           * (x.market_demand + x.innovation + x.competition)), 0)::bigint as overall_sq,
              ${bands('market_demand')} as md_bands,
              ${bands('innovation')} as inn_bands,
              ${bands('competition')} as co_bands
       from public.ratings as x where x.idea_id = i.id
     ) as r
     where i.id = any ($1::uuid[])`,
    [ids],
  );
  return rows.map(({ id, kept, recomputed }) => ({ id, kept, recomputed }));
}

/** How many of the idea's ratings fall in each tenth of a dimension's range (100 in the last). */
const bands = (column: string) =>
  `array(select count(y.id) filter (where least(y.${column} / 10, 9) = b)::int
         from generate_series(0, 9) as b left join public.ratings as y on y.idea_id = i.id
         group by b order by b)`;

describe('a merge racing ratings on both ideas', () => {
  it(`leaves every accepted rating on the target once and exact scores (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await Promise.all([
        approvedIdea(authors[2 * round]!),
        approvedIdea(authors[2 * round + 1]!),
      ]);
      const members = raters.slice(round * (RACERS + EARLY), (round + 1) * (RACERS + EARLY));
      const early = members.slice(0, EARLY);
      const racers = members.slice(EARLY);
      // Before the round: the early members rate B, half of them A as well (A keeps those).
      for (const [i, member] of early.entries()) {
        expectSuccess(await rate(member, b, 10 + i), 201);
        if (i % 2 === 0) expectSuccess(await rate(member, a, 90 - i), 201);
      }

      const [merged, ...answers] = await Promise.all([
        send(target, `/admin/ideas/${b}/merge`, { token: admin.token, json: { into: a } }),
        ...racers.map((member, i) => rate(member, i % 2 === 0 ? a : b, 20 + i)),
      ]);
      expectSuccess(merged);
      // Each rating is accepted: on A, on B before the merge took B's lock, or sent on to A after it.
      for (const answer of answers) expectSuccess(answer, 201);

      const rows = await sqlAt<{ idea_id: string; user_id: string }>(
        target,
        'select idea_id::text, user_id::text from public.ratings where idea_id = any ($1::uuid[])',
        [[a, b]],
      );
      expect(rows.filter((row) => row.idea_id === b)).toEqual([]);
      const onA = rows.map((row) => row.user_id).sort();
      expect(onA).toEqual([...early.map((member) => member.id), ...racers.map((member) => member.id)].sort());
      for (const idea of await keptAndRecomputed([a, b])) expect(idea.kept, idea.id).toBe(idea.recomputed);
      const [counted] = await sqlAt<{ total_ratings: number }>(
        target,
        'select total_ratings from public.ideas where id = $1',
        [a],
      );
      expect(counted!.total_ratings).toBe(EARLY + RACERS);
    }
  });
});

describe('a merge racing comments on the duplicate', () => {
  it('leaves no accepted comment on the trashed duplicate: each is on the target, or was refused and not stored', async () => {
    const [a, b] = await Promise.all([approvedIdea(commentAuthors[0]!), approvedIdea(commentAuthors[1]!)]);
    const [merged, ...answers] = await Promise.all([
      send(target, `/admin/ideas/${b}/merge`, { token: admin.token, json: { into: a } }),
      ...commenters.map((member, i) =>
        send<{ id: string }>(target, `/ideas/${b}/comments`, {
          token: member.token,
          json: { body: `Race ${i}` },
        }),
      ),
    ]);
    expectSuccess(merged);
    const accepted = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.data.id);
    // After the merge B is missing to commenters: 404, as for any idea they cannot see.
    for (const answer of answers) expect([201, 404], JSON.stringify(answer.body)).toContain(answer.status);
    const rows = await sqlAt<{ id: string; idea_id: string }>(
      target,
      'select id::text, idea_id::text from public.comments where idea_id = any ($1::uuid[])',
      [[a, b]],
    );
    expect(rows.filter((row) => row.idea_id === b)).toEqual([]);
    expect(rows.map((row) => row.id).sort()).toEqual([...accepted].sort());
  });
});
