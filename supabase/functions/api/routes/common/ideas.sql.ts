// The SQL of one idea that several resources share: reading it in the API's columns (ideas, a member's ideas, the
// review queue's answers) and the owner's and administrators' edit and delete (to the trash).
import type postgres from 'postgres';
import type { Tables } from '../../../_shared/database.types.ts';
import type { Dated, NeverNull } from '../../../_shared/pg-rows.ts';
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

/** The score columns of public.ideas (generated), read as float8: numbers. All but score_margin are never null. */
export type ScoreColumn =
  | 'market_demand_score'
  | 'innovation_score'
  | 'competition_score'
  | 'final_score'
  | 'adjusted_score'
  | 'market_demand_adjusted'
  | 'innovation_adjusted'
  | 'competition_adjusted'
  | 'spread'
  | 'market_demand_spread'
  | 'innovation_spread'
  | 'competition_spread';

/** What an idea shows (social_media aside, typed below): the columns an author's pending edit proposes too. */
type ContentColumn =
  | 'title'
  | 'description'
  | 'category'
  | 'target_market'
  | 'business_model'
  | 'competitors'
  | 'funding_needed'
  | 'timeline'
  | 'tags'
  | 'website_url'
  | 'pitch_deck_path';

export type IdeaRow = NeverNull<
  Dated<
    Pick<
      Tables<'ideas'>,
      | 'id'
      | ContentColumn
      | 'author_id'
      | 'status'
      | 'rejection_reason'
      | 'reviewed_at'
      | 'total_ratings'
      | 'comment_count'
      | 'created_at'
      | 'updated_at'
      | ScoreColumn
      | 'score_margin'
    >,
    'reviewed_at' | 'created_at' | 'updated_at'
  >,
  ScoreColumn
> & {
  // The check (private.are_valid_links) lets only an object of link texts in.
  social_media: Record<string, string>;
  author_display_name: Tables<'profiles'>['display_name'];
};

export async function findIdea(tx: postgres.TransactionSql, id: string): Promise<IdeaRow | null> {
  const rows = await tx.unsafe<IdeaRow[]>(`select ${IDEA_COLUMNS} ${IDEA_FROM} where i.id = $1`, [id]);
  return rows[0] ?? null;
}

/** An approved idea as its author proposes it (every field a visitor sees), waiting for review. */
export type PendingEditRow = Dated<Pick<Tables<'idea_edits'>, ContentColumn | 'submitted_at'>, 'submitted_at'> & {
  social_media: Record<string, string>;
};

/** The idea's pending edit if the caller may see it (its author or an administrator; the policy decides). */
export async function findPendingEdit(tx: postgres.TransactionSql, id: string): Promise<PendingEditRow | null> {
  const rows = await tx<PendingEditRow[]>`
    select title, description, category, target_market, business_model, competitors,
           funding_needed::float8 as funding_needed, timeline, tags, website_url, social_media, pitch_deck_path,
           submitted_at
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

/**
 * Moves the idea to the trash (private.trash_idea): null when the caller cannot see it, false when they see it but
 * may not delete it. Nothing of it is removed: an administrator can restore it for 30 days.
 */
export async function trashIdea(tx: postgres.TransactionSql, id: string): Promise<boolean | null> {
  const [row] = await tx<{ trashed: boolean | null }[]>`select private.trash_idea(${id}) as trashed`;
  return row!.trashed;
}
