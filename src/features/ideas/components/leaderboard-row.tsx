// One ranked idea of the leaderboard (docs/product-spec.md section 2): rank, category, date, title, description, the
// overall score with its rating count and how far it can be trusted, the value the board is sorted by when that is
// not shown otherwise, the three dimension scores, up to 5 tags, author, funding and a link. An idea without ratings
// says so instead of scores of 0.
//
// A page has 50 rows, and as MUI components (Card, Stack, Typography, Chip, Button) each row was about 30 styled
// components whose styles were resolved one by one: rendering a page held a phone's main thread for half a second.
// A row is plain HTML instead, styled once for the whole list by LeaderboardList (./leaderboard-list.ts).
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { categoryLabel, normalizeCategory } from '@/components/ui/category-badge';
import { paths } from '@/config/paths';
import type { IdeaSort } from '@/features/ideas/api/leaderboard-query';
import type { Idea } from '@schemas/ideas.ts';
import { isRated, NOT_RATED } from '@/utils/not-rated';
import {
  authorName,
  countOf,
  formatDate,
  formatFunding,
  formatMargin,
  formatScore,
  TRUSTED_RATINGS,
} from '@/utils/format';

export const LEADERBOARD_TAGS = 5;

export function ratingCount(count: number): string {
  return countOf(count, 'rating');
}

export function commentCount(count: number | undefined): string {
  return countOf(count ?? 0, 'comment');
}

/** The sorts whose value the row would not show otherwise, with the label it is shown under. */
const SORTED_VALUES: Partial<Record<IdeaSort, { label: string; value: (idea: Idea) => number }>> = {
  adjustedScore: { label: 'Adjusted score', value: (idea) => idea.adjustedScore },
  spread: { label: 'Spread', value: (idea) => idea.spread },
};

interface LeaderboardRowProps {
  idea: Idea;
  rank: number;
  sort?: IdeaSort;
}

// Memoised: a page that only dims while the next view loads, or re-renders for the filters, leaves its rows alone.
export const LeaderboardRow = memo(function LeaderboardRow({ idea, rank, sort }: LeaderboardRowProps) {
  const titleId = `idea-${idea.id}-title`;
  const category = normalizeCategory(idea.category);
  return (
    <li aria-labelledby={titleId}>
      <p className="rank" aria-label={`Rank ${rank}`}>
        #{rank}
      </p>
      <div className="main">
        <div className="meta">
          <span className="chip" data-category={category}>
            {categoryLabel(category)}
          </span>
          <span className="caption">{formatDate(idea.createdAt)}</span>
        </div>
        <h2 id={titleId} className="title">
          {idea.title}
        </h2>
        <p className="description">{idea.description}</p>
        <Tags tags={idea.tags} />
        <div className="byline">
          <p>By {authorName(idea)}</p>
          {idea.fundingNeeded > 0 && <p>Funding: {formatFunding(idea.fundingNeeded)}</p>}
        </div>
      </div>
      <div className="scores">
        {isRated(idea) ? (
          <>
            <div className="overall">
              <p className="score">{formatScore(idea.finalScore)}</p>
              <span className="caption">Overall Score · {ratingCount(idea.totalRatings)}</span>{' '}
              <span
                className="caption margin"
                title={
                  idea.totalRatings >= TRUSTED_RATINGS
                    ? 'The overall score is within this margin with 95 % confidence'
                    : undefined
                }
              >
                {formatMargin(idea.totalRatings, idea.scoreMargin)}
              </span>
              <p className="caption">{commentCount(idea.commentCount)}</p>
            </div>
            <dl>
              {sort && SORTED_VALUES[sort] && (
                <ScoreLine label={SORTED_VALUES[sort].label} score={SORTED_VALUES[sort].value(idea)} strong />
              )}
              <ScoreLine label="Market Demand" score={idea.marketDemandScore} />
              <ScoreLine label="Innovation" score={idea.innovationScore} />
              <ScoreLine label="Competition" score={idea.competitionScore} />
            </dl>
          </>
        ) : (
          <div className="overall">
            <p className="unrated">{NOT_RATED}</p>
            <p className="caption">{commentCount(idea.commentCount)}</p>
          </div>
        )}
        <RouterLink className="details" to={paths.idea.getHref(idea.id)} aria-describedby={titleId}>
          View Details
        </RouterLink>
      </div>
    </li>
  );
});

/** The first LEADERBOARD_TAGS tags, then '+N more'. */
function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, LEADERBOARD_TAGS);
  const hidden = tags.length - shown.length;
  return (
    <ul className="tags" aria-label="Tags">
      {shown.map((tag) => (
        <li key={tag}>
          <span className="chip outlined">{tag}</span>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <span className="chip">{`+${hidden} more`}</span>
        </li>
      )}
    </ul>
  );
}

function ScoreLine({ label, score, strong = false }: { label: string; score: number; strong?: boolean }) {
  return (
    <>
      <dt className={strong ? 'strong' : undefined}>{label}</dt>
      <dd className={strong ? 'strong' : undefined}>{formatScore(score)}</dd>
    </>
  );
}
