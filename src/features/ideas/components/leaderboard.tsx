// The /leaderboard page: the 50 approved ideas the API ranks by the chosen sort (docs/product-spec.md sections 2, 9).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import { AfterFirstPaint } from '@/components/ui/after-first-paint';
import { ErrorRetry } from '@/components/ui/error-retry';
import { leaderboardListParams } from '@/features/ideas/api/leaderboard-query';
import { LeaderboardFilters } from '@/features/ideas/components/leaderboard-filters';
import { LeaderboardRow } from '@/features/ideas/components/leaderboard-row';
import { useLeaderboardParams } from '@/features/ideas/hooks/use-leaderboard-params';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { serverMessage } from '@/lib/api-errors';
import { useIdeas } from '@/lib/ideas';

/** Rows that fill a first screen, rendered with the data; the rest of the 50 follow after the first paint. */
const FIRST_SCREEN_ROWS = 5;

export function Leaderboard() {
  useDocumentTitle('Leaderboard');
  const { params, update } = useLeaderboardParams();
  const ideas = useIdeas(leaderboardListParams(params));
  const hasFilters = params.search !== '' || params.category !== undefined;
  // Fifty rows take a while to render: React renders them as a transition, in slices between which the browser
  // handles input, rather than in one long task when the answer arrives. Until then the skeleton, or the
  // previous rows, stay on screen.
  const rows = useDeferredValue(ideas.data);

  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Leaderboard
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The community&apos;s highest rated startup ideas.
      </Typography>
      <LeaderboardFilters params={params} onChange={update} />
      <Box sx={{ height: 4, mb: 2 }}>
        {ideas.isFetching && !ideas.isPending && <LinearProgress aria-label="Updating the leaderboard" />}
      </Box>
      {ideas.isPending ? (
        <LeaderboardSkeleton />
      ) : ideas.isError ? (
        <ErrorRetry onRetry={() => void ideas.refetch()}>
          {serverMessage(ideas.error) ?? 'Failed to fetch ideas'}
        </ErrorRetry>
      ) : rows === undefined ? (
        <LeaderboardSkeleton />
      ) : rows.length === 0 ? (
        <Stack spacing={2} sx={{ py: 6, alignItems: 'center' }}>
          <Typography color="text.secondary">
            {hasFilters ? 'No ideas match your filters.' : 'No ideas available yet.'}
          </Typography>
          {hasFilters && (
            <Button variant="outlined" onClick={() => update({ search: '', category: undefined })}>
              Clear filters
            </Button>
          )}
        </Stack>
      ) : (
        <Stack component="ol" spacing={2} aria-label="Ranked ideas" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.slice(0, FIRST_SCREEN_ROWS).map((idea, index) => (
            <LeaderboardRow key={idea.id} idea={idea} rank={index + 1} />
          ))}
          <AfterFirstPaint>
            {rows.slice(FIRST_SCREEN_ROWS).map((idea, index) => (
              <LeaderboardRow key={idea.id} idea={idea} rank={FIRST_SCREEN_ROWS + index + 1} />
            ))}
          </AfterFirstPaint>
        </Stack>
      )}
    </Container>
  );
}

function LeaderboardSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Loading ideas">
      {Array.from({ length: 5 }, (_, index) => (
        <Card key={index} variant="outlined">
          <CardContent>
            <Skeleton width="30%" />
            <Skeleton variant="text" sx={{ fontSize: '1.5rem' }} width="60%" />
            <Skeleton width="90%" />
            <Skeleton width="80%" />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
