// The community's verdict as label and value pairs, in the order every rendering of a page shows them (the page
// itself and its exported file). An idea nobody has rated yet says so instead of showing scores of 0.0.
import type { LandingVerdict } from '@schemas/landing-pages.ts';
import { scoreText } from '@/utils/not-rated';

export function verdictFigures(verdict: LandingVerdict): [label: string, value: string][] {
  const rated = { totalRatings: verdict.ratingCount };
  return [
    ['Overall score', scoreText(rated, verdict.finalScore)],
    ['Market demand', scoreText(rated, verdict.marketDemand)],
    ['Innovation', scoreText(rated, verdict.innovation)],
    ['Competition', scoreText(rated, verdict.competition)],
    ['Ratings', String(verdict.ratingCount)],
    ['Leaderboard rank', `#${verdict.rank}`],
  ];
}
