// The SQL of the digest's run, on the function's own connection: the run reads every member's preferences and
// writes the outbox, which no caller's role may do.
import type { Sql } from '../../../_shared/db.ts';

export async function runWeeklyDigest(sql: Sql, week: string): Promise<{ members: number; sent: number }> {
  const [row] = await sql<{ members: number; sent: number }[]>`
    select members, sent from private.run_weekly_digest(${week}::date)`;
  return row!;
}
