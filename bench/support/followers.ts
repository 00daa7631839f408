// Followers in bulk for the fan-out benchmarks: `count` members follow the idea, every other one of them asking for
// mail about followed ideas. Written as the data set's loader writes rows (per-row triggers skipped: no read version
// bumps, no auto-follows), then analysed so the fan-out is planned for its real size.
import type postgres from 'postgres';

export async function addFollowers(
  tx: postgres.TransactionSql,
  ideaId: string,
  count: number,
  exceptId: string,
): Promise<void> {
  await tx`set local session_replication_role = replica`;
  await tx`
    insert into public.follows (idea_id, member_id)
    select ${ideaId}, id from public.profiles where id <> ${exceptId} order by id limit ${count}
    on conflict do nothing`;
  await tx`
    insert into public.mail_preferences (member_id, followed_ideas)
    select member_id, (row_number() over (order by member_id)) % 2 = 0 from public.follows
    where idea_id = ${ideaId}
    on conflict (member_id) do update set followed_ideas = excluded.followed_ideas`;
  await tx`set local session_replication_role = origin`;
  await tx`analyze public.follows, public.mail_preferences`;
}
