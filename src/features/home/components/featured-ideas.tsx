// 'Featured Ideas': up to 6 approved ideas, with loading, empty and error states (docs/product-spec.md sections 2, 8).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CardGrid } from '@/components/ui/card-grid';
import { ErrorRetry } from '@/components/ui/error-retry';
import { paths } from '@/config/paths';
import { FEATURED_IDEAS_PARAMS, useFeaturedIdeas } from '@/features/home/api/get-featured-ideas';
import { FeaturedIdeaCard } from '@/features/home/components/featured-idea-card';
import { SectionHeading } from '@/features/home/components/section-heading';

function IdeaCardSkeleton() {
  return (
    <Card variant="outlined">
      <CardContent>
        <Skeleton variant="rounded" width={90} height={24} sx={{ mb: 2 }} />
        <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="rounded" width={120} height={24} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}

function FeaturedIdeasContent() {
  const ideas = useFeaturedIdeas();

  if (ideas.isPending) {
    return (
      <CardGrid columns={{ sm: 2, md: 3 }} role="status" aria-label="Loading ideas">
        {Array.from({ length: FEATURED_IDEAS_PARAMS.limit }, (_, index) => (
          <IdeaCardSkeleton key={index} />
        ))}
      </CardGrid>
    );
  }

  if (ideas.isError) {
    return (
      <ErrorRetry onRetry={() => void ideas.refetch()} retrying={ideas.isFetching}>
        {ideas.error.message || 'Failed to fetch ideas'}
      </ErrorRetry>
    );
  }

  if (ideas.data.length === 0) {
    return (
      <Typography color="textSecondary" sx={{ textAlign: 'center', py: 4 }}>
        No ideas available yet.
      </Typography>
    );
  }

  return (
    <CardGrid component="ul" columns={{ sm: 2, md: 3 }}>
      {ideas.data.slice(0, FEATURED_IDEAS_PARAMS.limit).map((idea) => (
        <li key={idea.id}>
          <FeaturedIdeaCard idea={idea} />
        </li>
      ))}
    </CardGrid>
  );
}

export function FeaturedIdeas() {
  return (
    <Box component="section" aria-labelledby="featured-ideas-heading" sx={{ py: 8, bgcolor: 'action.hover' }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="featured-ideas-heading"
          title="Featured Ideas"
          subtitle="A few of the approved ideas the community is rating."
        />
        <FeaturedIdeasContent />
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button component={RouterLink} to={paths.leaderboard.getHref()} variant="text">
            See all ideas on the leaderboard
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
