// A list of ratings loaded a page at a time, for the idea page and the profile: while loading, on failure, and the
// items with a button that loads the next page.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { ErrorRetry } from '@/components/ui/error-retry';
import { formatDate, formatScore } from '@/utils/format';

interface PagedRatingsProps<T extends { id: string }> {
  query: {
    isPending: boolean;
    isError: boolean;
    refetch: () => Promise<unknown>;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  items: T[];
  label: string;
  /** What shows when there is nothing to list. */
  empty: ReactNode;
  moreLabel: string;
  renderItem: (item: T) => ReactNode;
}

export function PagedRatings<T extends { id: string }>(props: PagedRatingsProps<T>) {
  const { query, items, label, empty, moreLabel, renderItem } = props;
  if (query.isPending) {
    return (
      <Stack spacing={1} role="status" aria-label="Loading ratings">
        <Skeleton />
        <Skeleton />
      </Stack>
    );
  }
  if (query.isError) {
    return <ErrorRetry onRetry={() => void query.refetch()}>Failed to load the ratings.</ErrorRetry>;
  }
  if (items.length === 0) return empty;
  return (
    <>
      <Stack component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item, index) => (
          <Fragment key={item.id}>
            {index > 0 && <Divider component="li" aria-hidden />}
            {renderItem(item)}
          </Fragment>
        ))}
      </Stack>
      {query.hasNextPage && (
        <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} sx={{ mt: 1 }}>
          {moreLabel}
        </Button>
      )}
    </>
  );
}

interface RatingEntryProps {
  /** Who gave it or what was rated, with any markers ('You', 'Anonymous'). */
  heading: ReactNode;
  rating: { marketDemand: number; innovation: number; competition: number; createdAt: string };
}

/** One rating in such a list: its heading, the date, and the three scores. */
export function RatingEntry({ heading, rating }: RatingEntryProps) {
  return (
    <Box component="li" sx={{ py: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {heading}
        <Typography variant="caption" color="textSecondary">
          {formatDate(rating.createdAt)}
        </Typography>
      </Stack>
      <Typography variant="body2" color="textSecondary">
        Market Demand {formatScore(rating.marketDemand)} · Innovation {formatScore(rating.innovation)} ·
        Competition {formatScore(rating.competition)}
      </Typography>
    </Box>
  );
}
