// The Ideas tab of a profile page: the member's ideas as cards, with their review state for the owner. The
// profile route puts it into the profiles feature's page.
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ErrorRetry } from '@/components/ui/error-retry';
import { paths } from '@/config/paths';
import { useUserIdeas } from '@/features/ideas/api/get-user-ideas';
import { IdeaCard } from '@/features/ideas/components/idea-card';
import { useDeferredAnswer } from '@/hooks/use-deferred-answer';

export function UserIdeas({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const ideas = useUserIdeas(userId);
  // A member's cards at once were one task of about 40 ms on a fast desktop (the cards are the page's largest paint).
  const shown = useDeferredAnswer(ideas.data);
  if (ideas.isError) {
    return <ErrorRetry onRetry={() => void ideas.refetch()}>Failed to fetch ideas</ErrorRetry>;
  }
  if (!shown) {
    return (
      <Grid container spacing={3} role="status" aria-label="Loading ideas">
        {[0, 1, 2].map((index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
            <Skeleton variant="rectangular" height={180} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (shown.length === 0) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }}>
        <Typography color="textSecondary">
          {isOwner ? "You haven't submitted any ideas yet." : 'No ideas yet.'}
        </Typography>
        {isOwner && (
          <Button component={RouterLink} to={paths.submit.getHref()} variant="contained">
            Submit an Idea
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Grid container spacing={3}>
      {shown.map((idea) => (
        <Grid key={idea.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <IdeaCard idea={idea} showStatus={isOwner} />
        </Grid>
      ))}
    </Grid>
  );
}
