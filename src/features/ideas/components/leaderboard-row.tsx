// One ranked idea of the leaderboard (docs/product-spec.md section 2): rank, category, date, title, description, the
// overall score with its rating count and how far it can be trusted, the value the board is sorted by when that is
// not shown otherwise, the three dimension scores, up to 5 tags, author, funding and a link. An idea without ratings
// says so instead of scores of 0.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CategoryBadge } from '@/components/ui/category-badge';
import { paths } from '@/config/paths';
import { IdeaTags } from '@/features/ideas/components/idea-tags';
import type { IdeaSort } from '@/features/ideas/api/leaderboard-query';
import { isRated, NOT_RATED } from '@/utils/not-rated';
import { ScoreMargin } from '@/features/ideas/components/score-margin';
import type { Idea } from '@schemas/ideas.ts';
import { authorName, countOf, formatDate, formatFunding, formatScore } from '@/utils/format';

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

export function LeaderboardRow({ idea, rank, sort }: { idea: Idea; rank: number; sort?: IdeaSort }) {
  const titleId = `idea-${idea.id}-title`;
  return (
    <Card component="li" variant="outlined" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box sx={{ minWidth: 56 }}>
            <Typography
              variant="h5"
              component="p"
              color="primary"
              sx={{ fontWeight: 700 }}
              aria-label={`Rank ${rank}`}
            >
              #{rank}
            </Typography>
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <CategoryBadge category={idea.category} />
              <Typography variant="caption" color="text.secondary">
                {formatDate(idea.createdAt)}
              </Typography>
            </Stack>
            <Typography id={titleId} variant="h6" component="h2">
              {idea.title}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                mb: 1.5,
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {idea.description}
            </Typography>
            <IdeaTags tags={idea.tags} max={LEADERBOARD_TAGS} />
            <Stack direction="row" spacing={2} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary">
                By {authorName(idea)}
              </Typography>
              {idea.fundingNeeded > 0 && (
                <Typography variant="body2" color="text.secondary">
                  Funding: {formatFunding(idea.fundingNeeded)}
                </Typography>
              )}
            </Stack>
          </Box>
          <Stack spacing={1} sx={{ minWidth: 200, alignItems: { md: 'flex-end' } }}>
            {isRated(idea) ? (
              <>
                <Box sx={{ textAlign: { md: 'right' } }}>
                  <Typography variant="h4" component="p" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
                    {formatScore(idea.finalScore)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    Overall Score · {ratingCount(idea.totalRatings)}
                  </Typography>{' '}
                  <ScoreMargin idea={idea} variant="caption" />
                  <Typography variant="caption" color="text.secondary" component="p">
                    {commentCount(idea.commentCount)}
                  </Typography>
                </Box>
                <Box
                  component="dl"
                  sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2 }}
                >
                  {sort && SORTED_VALUES[sort] && (
                    <ScoreLine
                      label={SORTED_VALUES[sort].label}
                      score={SORTED_VALUES[sort].value(idea)}
                      strong
                    />
                  )}
                  <ScoreLine label="Market Demand" score={idea.marketDemandScore} />
                  <ScoreLine label="Innovation" score={idea.innovationScore} />
                  <ScoreLine label="Competition" score={idea.competitionScore} />
                </Box>
              </>
            ) : (
              <Box sx={{ textAlign: { md: 'right' } }}>
                <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
                  {NOT_RATED}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {commentCount(idea.commentCount)}
                </Typography>
              </Box>
            )}
            <Button
              component={RouterLink}
              to={paths.idea.getHref(idea.id)}
              variant="outlined"
              size="small"
              aria-describedby={titleId}
            >
              View Details
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

function ScoreLine({ label, score, strong = false }: { label: string; score: number; strong?: boolean }) {
  return (
    <>
      <Typography component="dt" variant="body2" color={strong ? 'primary' : 'text.secondary'}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        color={strong ? 'primary' : undefined}
        sx={{ m: 0, fontWeight: strong ? 700 : 600, textAlign: 'right' }}
      >
        {formatScore(score)}
      </Typography>
    </>
  );
}
