// Following's fan-out at its largest: an approved idea with 10 000 followers (half of them asked for mail about
// followed ideas) gets a comment, and an administrator changes its approved version. Timed in Postgres as the API's
// transaction runs them (the comment's insert, the idea's update, each as the administrator), with the rows each
// writes (notifications, outbox mails). One transaction rolled back at the end, each run in a savepoint rolled back
// after it: the mail worker never sees a mail, and the benchmarks after this one meet the data set as loaded.
import postgres from 'postgres';
import { addFollowers } from './support/followers.ts';
import type { BenchContext } from './support/context.ts';
import { spread, table } from './support/stats.ts';

const FOLLOWERS = 10_000;

class RolledBack extends Error {}

interface Written {
  notifications: number;
  mails: number;
}

async function setUp(tx: postgres.TransactionSql) {
  const [row] = await tx<{ idea: string; admin: string }[]>`
    select (select id from public.ideas where status = 'approved' and deleted_at is null order by id limit 1) as idea,
           (select id from public.profiles where is_admin order by id limit 1) as admin`;
  if (!row?.idea || !row.admin) throw new Error('the data set has no approved idea or administrator');
  await addFollowers(tx, row.idea, FOLLOWERS, row.admin);
  await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: row.admin, role: 'authenticated' })}, true)`;
  return row.idea;
}

/** The rows of one kind of event, counted as the owner (the policies hide them from the administrator). */
async function countOf(tx: postgres.TransactionSql, kind: string, event: string): Promise<Written> {
  const [row] = await tx<Written[]>`
    select (select count(*)::int from public.notifications where kind = ${kind}) as notifications,
           (select count(*)::int from public.mail_outbox where kind = 'follow_update' and data ->> 'event' = ${event})
             as mails`;
  return row!;
}

/** Milliseconds of `work` as the administrator, and the rows of `kind` it wrote. */
async function measure(
  tx: postgres.TransactionSql,
  kind: string,
  event: string,
  work: () => Promise<unknown>,
) {
  const before = await countOf(tx, kind, event);
  await tx`set local role authenticated`;
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  await tx`reset role`;
  const after = await countOf(tx, kind, event);
  return { ms, notifications: after.notifications - before.notifications, mails: after.mails - before.mails };
}

export async function followFanoutBench(ctx: BenchContext): Promise<void> {
  const sql = postgres(ctx.stack.superuserUrl, { max: 1, onnotice: () => undefined });
  const times = { comment: [] as number[], change: [] as number[] };
  const rows = { comment: { notifications: 0, mails: 0 }, change: { notifications: 0, mails: 0 } };
  try {
    await sql
      .begin(async (tx) => {
        const ideaId = await setUp(tx);
        for (let run = 0; run < ctx.runs; run++) {
          await tx.unsafe('savepoint follow_run');
          const comment = await measure(
            tx,
            'followed_idea_comments',
            'comments',
            () =>
              tx`insert into public.comments (idea_id, body) values (${ideaId}, 'A comment for every follower')`,
          );
          const change = await measure(
            tx,
            'followed_idea_changed',
            'changed',
            () => tx`update public.ideas set title = left(title, 80) || ' (revised)' where id = ${ideaId}`,
          );
          for (const [name, got] of Object.entries({ comment, change })) {
            if (got.notifications < FOLLOWERS)
              throw new Error(`the ${name} told ${got.notifications}, not ${FOLLOWERS}`);
          }
          times.comment.push(comment.ms);
          times.change.push(change.ms);
          Object.assign(rows, { comment, change });
          await tx.unsafe('rollback to savepoint follow_run');
        }
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
  } finally {
    await sql.end();
  }
  console.log(
    `\nFollow fan-out: one idea with ${FOLLOWERS} followers (half want mail), ${ctx.runs} runs (median (min-max))`,
  );
  table(
    ['event', 'notifications', 'mails', 'ms'],
    [
      [
        'a new comment',
        String(rows.comment.notifications),
        String(rows.comment.mails),
        spread(times.comment),
      ],
      [
        'a new approved version',
        String(rows.change.notifications),
        String(rows.change.mails),
        spread(times.change),
      ],
    ],
  );
}
