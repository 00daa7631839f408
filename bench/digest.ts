// The weekly digest's run for every member of the large data set at once (20 000 members, 100 000 ideas): all of
// them opted in, 10 follows each, 20 000 comments and about 770 approvals in the week, one roadmap move. Timed in
// Postgres, as pg_cron calls it: the first run of the week (every digest queued by one call of
// private.enqueue_mail) and a repeat (the ledger leaves nothing to queue). Everything happens in one transaction
// rolled back at the end, each run inside a savepoint rolled back after it, so the stack's mail worker never sees a
// digest and the benchmarks after this one meet the data set as it was loaded.
import postgres from 'postgres';
import { mondayOf } from '../supabase/functions/_shared/schemas/digest.ts';
import type { BenchContext } from './support/context.ts';
import { spread, table } from './support/stats.ts';

const FOLLOWS_PER_MEMBER = 10;
const COMMENTS = 20_000;
/** The Monday of the large data set's last week: its latest approvals fall in it. */
const DATA_WEEK = '2026-10-26';
const DAY_MS = 86_400_000;

class RolledBack extends Error {}

async function prepare(tx: postgres.TransactionSql, week: string): Promise<void> {
  // Bulk rows, as the data set's loader writes them: the per-row triggers (read versions, notifications) skipped.
  await tx`set local session_replication_role = replica`;
  await tx`
    insert into public.mail_preferences (member_id, weekly_digest)
    select id, true from public.profiles
    on conflict (member_id) do update set weekly_digest = true`;
  await tx`
    with approved as (
      select id, (row_number() over (order by id) - 1)::int as n from public.ideas where status = 'approved'),
    total as (select count(*)::int as n from approved),
    members as (select id, row_number() over (order by id)::int as m from public.profiles)
    insert into public.follows (idea_id, member_id)
    select a.id, p.id
    from members as p
    cross join generate_series(1, ${FOLLOWS_PER_MEMBER}) as k
    cross join total
    join approved as a on a.n = (p.m::bigint * 7919 + k * 104729) % total.n
    on conflict do nothing`;
  await tx`
    with approved as (
      select id, (row_number() over (order by id) - 1)::int as n from public.ideas where status = 'approved'),
    members as (select id, (row_number() over (order by id) - 1)::int as m from public.profiles),
    sizes as (select (select count(*)::int from approved) as ideas, (select count(*)::int from members) as members)
    insert into public.comments (idea_id, author_id, body, created_at)
    select a.id, p.id, 'A comment of the digest benchmark', ${week}::timestamp at time zone 'UTC' + make_interval(secs => (i * 30) % 604800)
    from generate_series(1, ${COMMENTS}) as i
    cross join sizes
    join approved as a on a.n = (i::bigint * 31337) % sizes.ideas
    join members as p on p.m = (i::bigint * 7) % sizes.members`;
  // The data set's last week of approvals becomes the benchmarked one.
  const shift = (Date.parse(`${week}T00:00:00Z`) - Date.parse(`${DATA_WEEK}T00:00:00Z`)) / DAY_MS;
  await tx`
    update public.ideas set reviewed_at = reviewed_at + make_interval(days => ${shift})
    where reviewed_at >= ${DATA_WEEK}::date and reviewed_at < ${DATA_WEEK}::date + 7`;
  await tx`
    insert into private.audit_log (at, action, target_type, target_id, before, after)
    select ${week}::timestamp at time zone 'UTC' + interval '2 days', 'roadmap.update', 'roadmap_item', id::text,
           '{"status": "in_progress"}', '{"status": "done"}'
    from public.roadmap_items order by position limit 1`;
  await tx`set local session_replication_role = origin`;
  await tx`analyze public.follows, public.comments, public.mail_preferences`;
}

/** Milliseconds of one call, and what it answered. */
async function timed(tx: postgres.TransactionSql, week: string) {
  const started = performance.now();
  const [row] = await tx<{ members: number; sent: number }[]>`
    select members, sent from private.run_weekly_digest(${week}::date)`;
  return { ms: performance.now() - started, ...row! };
}

export async function digestBench(ctx: BenchContext): Promise<void> {
  const week = new Date(Date.parse(`${mondayOf(new Date())}T00:00:00Z`) - 7 * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const sql = postgres(ctx.stack.superuserUrl, { max: 1, onnotice: () => undefined });
  const first: number[] = [];
  const repeat: number[] = [];
  let members = 0;
  let sent = 0;
  let queued = 0;
  try {
    await sql
      .begin(async (tx) => {
        await prepare(tx, week);
        for (let run = 0; run < ctx.runs; run++) {
          await tx.unsafe('savepoint digest_run');
          const once = await timed(tx, week);
          const again = await timed(tx, week);
          [members, sent] = [once.members, once.sent];
          const [outbox] = await tx<{ n: number }[]>`
            select count(*)::int as n from public.mail_outbox where kind = 'digest' and sent_at is null`;
          queued = outbox!.n;
          if (again.sent !== 0) throw new Error(`the repeat run queued ${again.sent} digests`);
          first.push(once.ms / 1000);
          repeat.push(again.ms / 1000);
          await tx.unsafe('rollback to savepoint digest_run');
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
    `\nWeekly digest: private.run_weekly_digest for the week of ${week}, ${ctx.runs} runs (median (min-max))`,
  );
  table(
    ['members who want it', 'digests queued', 'outbox rows', 'first run s', 'repeat run s'],
    [[String(members), String(sent), String(queued), spread(first, 2), spread(repeat, 2)]],
  );
}
