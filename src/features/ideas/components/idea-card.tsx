// An idea as a card (profile pages): category, date, title linking to the idea, description, score and
// rating count ('In review' or 'Not published' instead while it is not approved, 'Not rated yet' before its first
// rating); with its review state for the author.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CategoryBadge } from '@/components/ui/category-badge';
import { UnpublishedScore } from '@/components/ui/unpublished-score';
import { paths } from '@/config/paths';
import { IdeaStatusChip } from '@/features/ideas/components/idea-status-chip';
import { ratingCount } from '@/features/ideas/components/leaderboard-row';
import { isRated, NOT_RATED } from '@/utils/not-rated';
import type { Idea } from '@schemas/ideas.ts';
import { formatDate, formatScore } from '@/utils/format';

export function IdeaCard({ idea, showStatus = false }: { idea: Idea; showStatus?: boolean }) {
  const titleId = `idea-card-${idea.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}
        >
          <CategoryBadge category={idea.category} />
          {showStatus && <IdeaStatusChip status={idea.status} />}
          <Typography variant="caption" color="textSecondary">
            {formatDate(idea.createdAt)}
          </Typography>
        </Stack>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          <Link component={RouterLink} to={paths.idea.getHref(idea.id)} underline="hover" color="inherit">
            {idea.title}
          </Link>
        </Typography>
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            mb: 1.5,
          }}
        >
          {idea.description}
        </Typography>
        {idea.status === 'approved' && !isRated(idea) ? (
          <Typography variant="body2">{NOT_RATED}</Typography>
        ) : idea.status === 'approved' ? (
          <Typography variant="body2">
            <strong>{formatScore(idea.finalScore)}</strong> Overall Score · {ratingCount(idea.totalRatings)}
          </Typography>
        ) : (
          <UnpublishedScore status={idea.status} variant="body2" />
        )}
      </CardContent>
    </Card>
  );
}
