// The community's verdict as label and value pairs, in the order every rendering of a page shows them (the page
// itself and its exported file).
import type { LandingVerdict } from '@schemas/landing-pages.ts';
import { formatScore } from '@/utils/format';

export function verdictFigures(verdict: LandingVerdict): [label: string, value: string][] {
  return [
    ['Overall score', formatScore(verdict.finalScore)],
    ['Market demand', formatScore(verdict.marketDemand)],
    ['Innovation', formatScore(verdict.innovation)],
    ['Competition', formatScore(verdict.competition)],
    ['Ratings', String(verdict.ratingCount)],
    ['Leaderboard rank', `#${verdict.rank}`],
  ];
}
