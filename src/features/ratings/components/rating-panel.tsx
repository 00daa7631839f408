// The rating box of the idea page: the form for a signed-in member who is not the author and has not rated yet,
// otherwise the notice that says why not (docs/product-spec.md sections 2 and 8); nothing for an unpublished idea.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useIdeaRatings } from '@/features/ratings/api/get-idea-ratings';
import { AlreadyRated } from '@/features/ratings/components/already-rated';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import type { Idea } from '@schemas/ideas.ts';

// Only a signed-in member who may rate sees the form (with its validation): visitors never load it.
const RatingForm = lazy(async () => ({
  default: (await import('@/features/ratings/components/rating-form')).RatingForm,
}));

type RatedIdea = Pick<Idea, 'id' | 'authorId' | 'status'>;

export function RatingPanel({ idea }: { idea: RatedIdea }) {
  // Only a published idea can be rated: a pending or rejected one gets no call to rate it at all.
  if (idea.status !== 'approved') return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="rate-idea-heading">
      <CardContent>
        <Typography id="rate-idea-heading" variant="h6" component="h2" gutterBottom>
          Rate This Idea
        </Typography>
        <RatingPanelBody idea={idea} />
      </CardContent>
    </Card>
  );
}

function RatingPanelBody({ idea }: { idea: RatedIdea }) {
  const { user, isLoading } = useCurrentUser();
  const ratings = useIdeaRatings(idea.id);
  if (isLoading || (user && ratings.isPending)) return <RatingPanelLoading />;
  if (!user) {
    return (
      <Stack spacing={2}>
        <Typography color="textSecondary">Sign in to rate this idea.</Typography>
        <Button component={RouterLink} to={paths.login.getHref()} variant="contained">
          Sign In
        </Button>
      </Stack>
    );
  }
  if (user.uid === idea.authorId) return <Alert severity="info">You cannot rate your own idea.</Alert>;
  if (ratings.data?.pages[0]?.own) {
    return <AlreadyRated />;
  }
  return (
    <Suspense fallback={<RatingPanelLoading />}>
      <RatingForm ideaId={idea.id} />
    </Suspense>
  );
}

function RatingPanelLoading() {
  return (
    <Stack spacing={1} role="status" aria-label="Loading">
      <Skeleton />
      <Skeleton />
      <Skeleton />
    </Stack>
  );
}
