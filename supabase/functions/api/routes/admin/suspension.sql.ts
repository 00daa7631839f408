// The SQL of suspension: each function checks that the caller is an administrator (private.require_admin).
import type postgres from 'postgres';
import type { MemberSuspension, SuspendInput, Suspension } from '../../../_shared/schemas/suspension.ts';

interface SuspensionRow {
  suspended_until: Date;
  suspension_reason: string;
}

const toSuspension = (row: SuspensionRow): Suspension => ({
  until: row.suspended_until.toISOString(),
  reason: row.suspension_reason,
});

/** The end is reckoned by the database's clock when given in days. */
export async function suspend(tx: postgres.TransactionSql, userId: string, input: SuspendInput): Promise<Suspension> {
  const until = input.until ?? null;
  const days = input.days ?? null;
  const [row] = await tx<SuspensionRow[]>`
    select * from private.suspend_member(
      ${userId},
      coalesce(${until}::timestamptz, now() + make_interval(days => ${days}::integer)),
      ${input.reason})`;
  return toSuspension(row!);
}

export async function unsuspend(tx: postgres.TransactionSql, userId: string): Promise<void> {
  await tx`select private.lift_suspension(${userId})`;
}

export async function voidRatings(tx: postgres.TransactionSql, userId: string): Promise<number> {
  const [row] = await tx<{ voided: number }[]>`select private.void_ratings(${userId}) as voided`;
  return row!.voided;
}

/** The suspensions in force among the members named; none unless the caller is an administrator. */
export async function suspensionsOf(
  tx: postgres.TransactionSql,
  userIds: readonly string[],
): Promise<Map<string, MemberSuspension>> {
  if (!userIds.length) return new Map();
  const rows = await tx<(SuspensionRow & { id: string; ratings: string })[]>`
    select * from private.member_suspensions(${userIds as string[]}::uuid[])`;
  return new Map(rows.map((row) => [row.id, { ...toSuspension(row), ratings: Number(row.ratings) }]));
}
