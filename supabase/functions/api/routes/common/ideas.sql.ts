// The SQL of one idea that several resources share: reading it in the API's columns (ideas, a member's ideas, the
// review queue's answers) and the owner's and administrators' edit and delete.
import type postgres from 'postgres';
import type { IdeaInput } from '../../../_shared/schemas/ideas.ts';

/** How far each score can be trusted (docs/product-spec.md section 4): the generated columns of public.ideas. */
const TRUST_COLUMNS = `
  i.adjusted_score::float8 as adjusted_score, i.market_demand_adjusted::float8 as market_demand_adjusted,
  i.innovation_adjusted::float8 as innovation_adjusted, i.competition_adjusted::float8 as competition_adjusted,
  i.spread::float8 as spread, i.market_demand_spread::float8 as market_demand_spread,
  i.innovation_spread::float8 as innovation_spread, i.competition_spread::float8 as competition_spread,
  i.score_margin::float8 as score_margin`;

export const IDEA_COLUMNS = `
  i.id, i.title, i.description, i.category, i.target_market, i.business_model, i.competitors,
  i.funding_needed::float8 as funding_needed, i.timeline, i.tags, i.website_url, i.social_media,
  i.pitch_deck_path, i.author_id, p.display_name as author_display_name, i.status, i.rejection_reason,
  i.reviewed_at, i.total_ratings, i.market_demand_score::float8 as market_demand_score,
  i.innovation_score::float8 as innovation_score, i.competition_score::float8 as competition_score,
  i.final_score::float8 as final_score, i.comment_count, i.created_at, i.updated_at, ${TRUST_COLUMNS}`;

export const IDEA_FROM = 'from public.ideas as i join public.profiles as p on p.id = i.author_id';

export interface IdeaRow {
  id: string;
  title: string;
  description: string;
  category: string;
  target_market: string;
  business_model: string;
  competitors: string;
  funding_needed: number;
  timeline: string;
  tags: string[];
  website_url: string;
  social_media: Record<string, string>;
  pitch_deck_path: string | null;
  author_id: string;
  author_display_name: string;
  status: string;
  rejection_reason: string | null;
  reviewed_at: Date | null;
  total_ratings: number;
  market_demand_score: number;
  innovation_score: number;
  competition_score: number;
  final_score: number;
  comment_count: number;
  created_at: Date;
  updated_at: Date;
  adjusted_score: number;
  market_demand_adjusted: number;
  innovation_adjusted: number;
  competition_adjusted: number;
  spread: number;
  market_demand_spread: number;
  innovation_spread: number;
  competition_spread: number;
  score_margin: number | null;
}

export async function findIdea(tx: postgres.TransactionSql, id: string): Promise<IdeaRow | null> {
  const rows = await tx.unsafe<IdeaRow[]>(`select ${IDEA_COLUMNS} ${IDEA_FROM} where i.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The material fields of an approved idea as its author changed them, waiting for review. */
export interface PendingEditRow {
  title: string;
  description: string;
  category: string;
  target_market: string;
  business_model: string;
  submitted_at: Date;
}

/** The idea's pending edit if the caller may see it (its author or an administrator; the policy decides). */
export async function findPendingEdit(tx: postgres.TransactionSql, id: string): Promise<PendingEditRow | null> {
  const rows = await tx<PendingEditRow[]>`
    select title, description, category, target_market, business_model, submitted_at
    from public.idea_edits where idea_id = ${id}`;
  return rows[0] ?? null;
}

/**
 * Whether the caller may change the idea: a row lock passes the table's UPDATE policy as well as its SELECT policy
 * (the owner, or an administrator), so the database answers without anything being written.
 */
export async function mayEditIdea(tx: postgres.TransactionSql, id: string): Promise<boolean> {
  const rows = await tx`select 1 from public.ideas where id = ${id} for update`;
  return rows.length > 0;
}

/** The edit; false when the policies hid the row (it stopped being the caller's to edit). */
export async function updateIdea(
  tx: postgres.TransactionSql,
  id: string,
  input: IdeaInput,
  deckPath: string | null,
): Promise<boolean> {
  const rows = await tx`
    update public.ideas set
      title = ${input.title}, description = ${input.description}, category = ${input.category},
      target_market = ${input.targetMarket}, business_model = ${input.businessModel},
      competitors = ${input.competitors}, funding_needed = ${input.fundingNeeded}, timeline = ${input.timeline},
      tags = ${tx.array(input.tags, 25)}, website_url = ${input.websiteUrl}, social_media = ${tx.json(input.socialMedia)},
      pitch_deck_path = ${deckPath}
    where id = ${id}
    returning id`;
  return rows.length > 0;
}

/** null when the caller cannot see the idea; an empty list when they see it but may not delete it. */
export async function deleteIdeaRow(
  tx: postgres.TransactionSql,
  id: string,
): Promise<{ pitch_deck_path: string | null }[] | null> {
  const visible = await tx`select 1 from public.ideas where id = ${id}`;
  if (!visible.length) return null;
  return await tx<{ pitch_deck_path: string | null }[]>`
    delete from public.ideas where id = ${id} returning pitch_deck_path`;
}
