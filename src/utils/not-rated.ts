// An approved idea without ratings has no score: its columns hold 0 (and 50 for the adjusted score) only because
// they cannot be empty. Every screen that shows a score says this instead of a figure.
import type { Idea } from '@schemas/ideas.ts';
import { formatScore } from '@/utils/format';

export const NOT_RATED = 'Not rated yet';

export const isRated = (idea: Pick<Idea, 'totalRatings'>): boolean => idea.totalRatings > 0;

/** The score as shown ('72.3'), or 'Not rated yet'. */
export function scoreText(idea: Pick<Idea, 'totalRatings'>, score: number): string {
  return isRated(idea) ? formatScore(score) : NOT_RATED;
}
