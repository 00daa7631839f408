// The /leaderboard page: the approved ideas the API ranks by the chosen sort, 50 a page, with how many there are
// (docs/product-spec.md sections 2, 9). While another view loads, the rows on screen stay, dimmed and marked busy.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import { SEARCH_TOTAL_LIMIT } from '@schemas/constants.ts';
import { InTurn } from '@/components/ui/after-first-paint';
import { ErrorRetry } from '@/components/ui/error-retry';
import {
  LEADERBOARD_LIMIT,
  useLeaderboard,
  type IdeaSort,
  type LeaderboardPage,
} from '@/features/ideas/api/leaderboard-query';
import { LeaderboardFiltersSlot } from '@/features/ideas/components/leaderboard-filters-slot';
import { LeaderboardList } from '@/features/ideas/components/leaderboard-list';
import { LeaderboardRow } from '@/features/ideas/components/leaderboard-row';
import { useLeaderboardParams } from '@/features/ideas/hooks/use-leaderboard-params';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { serverMessage } from '@/lib/api-errors';
import { countOf } from '@/utils/format';

/** Rows that fill a first screen, rendered with the data; the rest of the page follows after the first paint. */
const FIRST_SCREEN_ROWS = 5;
/**
 * The rest come this many at a time, each after the last is painted: the 45 at once were one commit and one layout
 * of 13-16 ms on a desktop CPU, ten times that on a phone.
 */
const ROWS_PER_TURN = 15;

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

export function Leaderboard() {
  useDocumentTitle('Leaderboard');
  const { params, update } = useLeaderboardParams();
  const board = useLeaderboard(params);
  const hasFilters = params.search !== '' || params.category !== undefined;
  // Fifty rows take a while to render: React renders them as a transition, in slices between which the browser
  // handles input, rather than in one long task when the answer arrives. Until then the skeleton, or the
  // previous rows, stay on screen.
  const page = useDeferredValue(board.data);
  // The previous view's rows, kept until the new ones arrive.
  const stale = board.isPlaceholderData || (board.isFetching && page !== board.data);

  const goToPage = (next: number) => {
    update({ page: next });
    window.scrollTo({ top: 0 });
  };

  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Leaderboard
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        The community&apos;s highest rated startup ideas.
      </Typography>
      <LeaderboardFiltersSlot
        params={params}
        onChange={update}
        waitForRows={page === undefined && !board.isError}
      />
      <Box sx={{ height: 4, mb: 2 }}>
        {board.isFetching && !board.isPending && <LinearProgress aria-label="Updating the leaderboard" />}
      </Box>
      {board.isPending ? (
        <LeaderboardSkeleton />
      ) : board.isError ? (
        <ErrorRetry onRetry={() => void board.refetch()}>
          {serverMessage(board.error) ?? 'Failed to fetch ideas'}
        </ErrorRetry>
      ) : page === undefined ? (
        <LeaderboardSkeleton />
      ) : page.total === 0 ? (
        <Stack spacing={2} sx={{ py: 6, alignItems: 'center' }}>
          <Typography color="textSecondary">
            {hasFilters ? 'No ideas match your filters.' : 'No ideas available yet.'}
          </Typography>
          {hasFilters && (
            <Button variant="outlined" onClick={() => update({ search: '', category: undefined })}>
              Clear filters
            </Button>
          )}
        </Stack>
      ) : (
        <Box aria-busy={stale} sx={{ opacity: stale ? 0.5 : 1, transition: 'opacity 150ms' }}>
          <Typography role="status" color="textSecondary" sx={{ mb: 2 }}>
            {pageSummary(page)}
          </Typography>
          <LeaderboardList aria-label="Ranked ideas">
            <RankedRows page={page} sort={params.sort} />
          </LeaderboardList>
          <PageLinks total={page.total} page={params.page} onChange={goToPage} />
        </Box>
      )}
    </Container>
  );
}

/** The first screen's rows with the data, the rest in turns after it. */
function RankedRows({ page, sort }: { page: LeaderboardPage; sort: IdeaSort }) {
  const rows = page.ideas.map((idea, index) => (
    <LeaderboardRow key={idea.id} idea={idea} rank={page.offset + index + 1} sort={sort} />
  ));
  return (
    <>
      {rows.slice(0, FIRST_SCREEN_ROWS)}
      <InTurn parts={chunks(rows.slice(FIRST_SCREEN_ROWS), ROWS_PER_TURN)} />
    </>
  );
}

/** '57 ideas · 51-57 shown'; a search's total is counted only up to just past SEARCH_TOTAL_LIMIT. */
function pageSummary({ ideas, total, offset }: LeaderboardPage): string {
  const shown = ideas.length === 0 ? 'none on this page' : `${offset + 1}-${offset + ideas.length} shown`;
  const count = total > SEARCH_TOTAL_LIMIT ? `More than ${SEARCH_TOTAL_LIMIT} ideas` : countOf(total, 'idea');
  return `${count} · ${shown}`;
}

function PageLinks({
  total,
  page,
  onChange,
}: {
  total: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const pages = Math.ceil(total / LEADERBOARD_LIMIT);
  if (pages <= 1 && page === 1) return null;
  return (
    <Box
      component="nav"
      aria-label="Leaderboard pages"
      sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}
    >
      <Pagination count={Math.max(pages, page)} page={page} onChange={(_event, next) => onChange(next)} />
    </Box>
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
