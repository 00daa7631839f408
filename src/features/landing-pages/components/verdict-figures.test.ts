import { describe, expect, it } from 'vitest';
import { verdictFigures } from '@/features/landing-pages/components/verdict-figures';

const scores = { marketDemand: 81.5, innovation: 70, competition: 64.25, finalScore: 72.4 };

describe('The verdict on a landing page', () => {
  it('shows the scores of a rated idea with one decimal', () => {
    expect(verdictFigures({ ...scores, ratingCount: 3, rank: 2 })).toEqual([
      ['Overall score', '72.4'],
      ['Market demand', '81.5'],
      ['Innovation', '70.0'],
      ['Competition', '64.3'],
      ['Ratings', '3'],
      ['Leaderboard rank', '#2'],
    ]);
  });

  it("says 'Not rated yet' for an idea nobody has rated, never 0.0", () => {
    const zero = { marketDemand: 0, innovation: 0, competition: 0, finalScore: 0 };
    const values = verdictFigures({ ...zero, ratingCount: 0, rank: 9 }).map(([, value]) => value);
    expect(values).toEqual(['Not rated yet', 'Not rated yet', 'Not rated yet', 'Not rated yet', '0', '#9']);
  });
});
