// One idea row shaped into the API's camelCase answer: the one serializer of the Idea entity (ideaSchema) in the
// function. The leaderboard's list builds the same shape in SQL (IDEA_JSON); the API tests check both against the
// OpenAPI document.
import type { Caller } from '../../../_shared/auth.ts';
import { deckName, signDeck } from '../../../_shared/pitch-decks.ts';
import { iso } from '../../../_shared/schemas/api.ts';
import type { Category, Idea, PendingIdeaEdit } from '../../../_shared/schemas/ideas.ts';
import type { IdeaRow, PendingEditRow } from './ideas.sql.ts';

// The database's checks hold the categories and statuses (tests/stack compares the lists); the row types say text.
type IdeaStatus = Idea['status'];

/** A pending edit as its reader sees it; `pitchDeckUrl` is its own deck's, signed for that reader. */
export interface PendingEditView {
  row: PendingEditRow;
  pitchDeckUrl: string | null;
}

export function toPendingEdit({ row: edit, pitchDeckUrl }: PendingEditView): PendingIdeaEdit {
  return {
    title: edit.title,
    description: edit.description,
    category: edit.category as Category,
    targetMarket: edit.target_market,
    businessModel: edit.business_model,
    competitors: edit.competitors,
    fundingNeeded: edit.funding_needed,
    timeline: edit.timeline,
    tags: edit.tags,
    websiteUrl: edit.website_url,
    socialMedia: edit.social_media,
    hasPitchDeck: edit.pitch_deck_path !== null,
    pitchDeckUrl,
    pitchDeckName: edit.pitch_deck_path && deckName(edit.pitch_deck_path),
    submittedAt: iso(edit.submitted_at),
  };
}

/** The pending edit with its deck signed for the caller (the bucket lets only its author and administrators). */
export async function viewPendingEdit(caller: Caller, row: PendingEditRow | null): Promise<PendingEditView | null> {
  if (!row) return null;
  return { row, pitchDeckUrl: row.pitch_deck_path ? await signDeck(caller, row.pitch_deck_path) : null };
}

/**
 * `pendingEdit` is there only when the idea has one the caller may see (its author, administrators), so every
 * other answer keeps the shape the leaderboard's list builds in SQL.
 */
export function toIdea(
  row: IdeaRow,
  pitchDeckUrl: string | null = null,
  pendingEdit: PendingEditView | null = null,
): Idea {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as Category,
    targetMarket: row.target_market,
    businessModel: row.business_model,
    competitors: row.competitors,
    fundingNeeded: row.funding_needed,
    timeline: row.timeline,
    tags: row.tags,
    websiteUrl: row.website_url,
    socialMedia: row.social_media,
    hasPitchDeck: row.pitch_deck_path !== null,
    pitchDeckUrl,
    authorId: row.author_id,
    author: { displayName: row.author_display_name },
    status: row.status as IdeaStatus,
    rejectionReason: row.rejection_reason,
    reviewedAt: row.reviewed_at && iso(row.reviewed_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    finalScore: row.final_score,
    totalRatings: row.total_ratings,
    commentCount: row.comment_count,
    marketDemandScore: row.market_demand_score,
    innovationScore: row.innovation_score,
    competitionScore: row.competition_score,
    adjustedScore: row.adjusted_score,
    adjustedMarketDemand: row.market_demand_adjusted,
    adjustedInnovation: row.innovation_adjusted,
    adjustedCompetition: row.competition_adjusted,
    spread: row.spread,
    marketDemandSpread: row.market_demand_spread,
    innovationSpread: row.innovation_spread,
    competitionSpread: row.competition_spread,
    scoreMargin: row.score_margin,
    ...(pendingEdit ? { pendingEdit: toPendingEdit(pendingEdit) } : {}),
  };
}

