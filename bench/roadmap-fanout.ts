// The roadmap's fan-out at its largest: one idea with 10 000 followers (half of them asked for mail about followed
// ideas) is put on a roadmap item, and the item's status moves to done. Timed in Postgres as the API's transaction
// runs them: private.link_idea_to_roadmap as an administrator, and the item's update whose trigger tells everyone;
// with the rows each writes (notifications, outbox mails). Everything happens in one transaction rolled back at the
// end, each run inside a savepoint rolled back after it, so the mail worker never sees a mail and the benchmarks
// after this one meet the data set as it was loaded.
import postgres from 'postgres';
import type { BenchContext } from './support/context.ts';
import { spread, table } from './support/stats.ts';

const FOLLOWERS = 10_000;

class RolledBack extends Error {}

interface Setup {
  ideaId: string;
  itemId: string;
  adminId: string;
}

async function prepare(tx: postgres.TransactionSql): Promise<Setup> {
  const [idea] = await tx<{ id: string }[]>`
    select id from public.ideas where status = 'approved' and deleted_at is null order by id limit 1`;
  const [item] = await tx<{ id: string }[]>`
    select id::text as id from public.roadmap_items where status <> 'done' order by position limit 1`;
  const [admin] = await tx<
    { id: string }[]
  >`select id from public.profiles where is_admin order by id limit 1`;
  if (!idea || !item || !admin)
    throw new Error('the data set has no approved idea, open roadmap item or admin');
  // Bulk rows, as the data set's loader writes them: the per-row triggers (read versions, auto-follows) skipped.
  await tx`set local session_replication_role = replica`;
  await tx`
    insert into public.follows (idea_id, member_id)
    select ${idea.id}, id from public.profiles where id <> ${admin.id} order by id limit ${FOLLOWERS}
    on conflict do nothing`;
  await tx`
    insert into public.mail_preferences (member_id, followed_ideas)
    select member_id, (row_number() over (order by member_id)) % 2 = 0 from public.follows
    where idea_id = ${idea.id}
    on conflict (member_id) do update set followed_ideas = excluded.followed_ideas`;
  await tx`set local session_replication_role = origin`;
  await tx`analyze public.follows, public.mail_preferences`;
  // As the API's transaction runs it: the administrator's claims, the authenticated role.
  await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: admin.id, role: 'authenticated' })}, true)`;
  return { ideaId: idea.id, itemId: item.id, adminId: admin.id };
}

async function written(tx: postgres.TransactionSql) {
  const [row] = await tx<{ notifications: number; mails: number }[]>`
    select (select count(*)::int from public.notifications where kind = 'roadmap_changed') as notifications,
           (select count(*)::int from public.mail_outbox where kind = 'follow_update' and data ->> 'event' = 'roadmap')
             as mails`;
  return row!;
}

/** Milliseconds of `work` as the administrator, and the rows it wrote (counted as the owner: RLS hides them). */
async function timed(tx: postgres.TransactionSql, work: () => Promise<unknown>) {
  const before = await written(tx);
  await tx`set local role authenticated`;
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  await tx`reset role`;
  const after = await written(tx);
  return { ms, notifications: after.notifications - before.notifications, mails: after.mails - before.mails };
}

export async function roadmapFanoutBench(ctx: BenchContext): Promise<void> {
  const sql = postgres(ctx.stack.superuserUrl, { max: 1, onnotice: () => undefined });
  const link: number[] = [];
  const ship: number[] = [];
  let rows = { link: [0, 0], ship: [0, 0] };
  try {
    await sql
      .begin(async (tx) => {
        const setup = await prepare(tx);
        for (let run = 0; run < ctx.runs; run++) {
          await tx.unsafe('savepoint fanout_run');
          const linked = await timed(
            tx,
            () => tx`select private.link_idea_to_roadmap(${setup.ideaId}, ${setup.itemId})`,
          );
          const shipped = await timed(
            tx,
            () => tx`update public.roadmap_items set status = 'done' where id = ${setup.itemId}`,
          );
          if (shipped.notifications < FOLLOWERS) {
            throw new Error(`the status change told ${shipped.notifications} members, not ${FOLLOWERS}`);
          }
          link.push(linked.ms);
          ship.push(shipped.ms);
          rows = { link: [linked.notifications, linked.mails], ship: [shipped.notifications, shipped.mails] };
          await tx.unsafe('rollback to savepoint fanout_run');
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
    `\nRoadmap fan-out: one idea with ${FOLLOWERS} followers (half want mail), ${ctx.runs} runs (median (min-max))`,
  );
  table(
    ['event', 'notifications', 'mails', 'ms'],
    [
      ['idea linked to an item', String(rows.link[0]), String(rows.link[1]), spread(link)],
      ["item's status to done", String(rows.ship[0]), String(rows.ship[1]), spread(ship)],
    ],
  );
}
