// One idea row shaped into the API's camelCase answer.
import type { IdeaRow } from './ideas.sql.ts';

export function toIdea(row: IdeaRow, pitchDeckUrl: string | null = null) {
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
  };
}

