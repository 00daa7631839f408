// The SQL of /api/admin: the administrator functions in the private schema (each checks its caller itself).
import type postgres from 'postgres';
import type { UserListQuery } from '../../../_shared/schemas/admin.ts';

export interface DashboardRow {
  total_users: string;
  total_ideas: string;
  pending_ideas: string;
  total_ratings: string;
}

export async function dashboardStats(tx: postgres.TransactionSql): Promise<DashboardRow> {
  const [stats] = await tx<DashboardRow[]>`select * from private.admin_dashboard_stats()`;
  return stats!;
}

export interface PendingRow {
  id: string;
  title: string;
  description: string;
  category: string;
  created_at: Date;
  author_id: string;
  author_display_name: string;
  funding_needed: number;
}

export function pendingIdeas(tx: postgres.TransactionSql) {
  return tx<PendingRow[]>`
    select id, title, description, category, created_at, author_id, author_display_name,
           funding_needed::float8 as funding_needed
    from private.admin_pending_ideas()`;
}

export async function approveIdea(tx: postgres.TransactionSql, id: string): Promise<void> {
  await tx`select 1 from private.approve_idea(${id})`;
}

export async function rejectIdea(tx: postgres.TransactionSql, id: string, reason: string | null): Promise<void> {
  await tx`select 1 from private.reject_idea(${id}, ${reason})`;
}

export interface EditRow {
  idea_id: string;
  author_id: string;
  author_display_name: string;
  submitted_at: Date;
  before: Record<string, string>;
  after: Record<string, string>;
}

/** Read as the caller: the pending edits' policy shows administrators every one. */
export function pendingEdits(tx: postgres.TransactionSql) {
  return tx<EditRow[]>`
    select e.idea_id, e.author_id, p.display_name as author_display_name, e.submitted_at,
           json_build_object('title', i.title, 'description', i.description, 'category', i.category,
                             'targetMarket', i.target_market, 'businessModel', i.business_model) as before,
           json_build_object('title', e.title, 'description', e.description, 'category', e.category,
                             'targetMarket', e.target_market, 'businessModel', e.business_model) as after
    from public.idea_edits as e
    join public.ideas as i on i.id = e.idea_id
    join public.profiles as p on p.id = e.author_id
    order by e.submitted_at, e.idea_id`;
}

export async function reviewEdit(
  tx: postgres.TransactionSql,
  id: string,
  decision: 'approved' | 'rejected',
  reason: string | null = null,
): Promise<void> {
  await tx`select 1 from private.review_idea_edit(${id}, ${decision}, ${reason})`;
}

export interface UserRow {
  id: string;
  display_name: string;
  avatar_url: string;
  email: string;
  is_admin: boolean;
  is_verified: boolean;
  subscription_tier: string;
  created_at: Date;
  total_count: string;
}

export function listUsers(tx: postgres.TransactionSql, query: UserListQuery) {
  return tx<UserRow[]>`
    select * from private.admin_list_users(${query.search || null}, ${query.limit}, ${query.offset})`;
}

export async function setAdmin(tx: postgres.TransactionSql, userId: string, isAdmin: boolean): Promise<void> {
  if (isAdmin) await tx`select private.promote_user(${userId})`;
  else await tx`select private.demote_user(${userId})`;
}
