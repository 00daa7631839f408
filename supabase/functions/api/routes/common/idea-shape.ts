// One idea row shaped into the API's camelCase answer.
import type { IdeaRow, PendingEditRow } from './ideas.sql.ts';

export function toPendingEdit(edit: PendingEditRow) {
  return {
    title: edit.title,
    description: edit.description,
    category: edit.category,
    targetMarket: edit.target_market,
    businessModel: edit.business_model,
    submittedAt: edit.submitted_at,
  };
}

/**
 * `pendingEdit` is there only when the idea has one the caller may see (its author, administrators), so every
 * other answer keeps the shape the leaderboard's list builds in SQL.
 */
export function toIdea(row: IdeaRow, pitchDeckUrl: string | null = null, pendingEdit: PendingEditRow | null = null) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
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
    status: row.status,
    rejectionReason: row.rejection_reason,
    reviewedAt: row.reviewed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
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

