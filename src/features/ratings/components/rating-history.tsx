// The profile's Ratings tab: the ratings a member gave, newest first, 20 at a time: the idea (a link to it), the
// three scores, the date, and 'Anonymous' on the owner's own anonymous ones.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorRetry } from '@/components/ui/error-retry';
import { paths } from '@/config/paths';
import { useUserRatings, type GivenRating } from '@/features/ratings/api/get-user-ratings';
import { formatDate, formatScore } from '@/utils/format';

export function RatingHistory({ userId }: { userId: string }) {
  const ratings = useUserRatings(userId);
  if (ratings.isPending) {
    return (
      <Stack spacing={1} role="status" aria-label="Loading ratings">
        <Skeleton />
        <Skeleton />
      </Stack>
    );
  }
  if (ratings.isError) {
    return <ErrorRetry onRetry={() => void ratings.refetch()}>Failed to load the ratings.</ErrorRetry>;
  }
  const items = ratings.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
        No ratings yet.
      </Typography>
    );
  }
  return (
    <>
      <Stack component="ul" aria-label="Rating history" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((rating, index) => (
          <Fragment key={rating.id}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <GivenRatingItem rating={rating} />
          </Fragment>
        ))}
      </Stack>
      {ratings.hasNextPage && (
        <Button
          onClick={() => void ratings.fetchNextPage()}
          disabled={ratings.isFetchingNextPage}
          sx={{ mt: 1 }}
        >
          Show more
        </Button>
      )}
    </>
  );
}

function GivenRatingItem({ rating }: { rating: GivenRating }) {
  return (
    <Box component="li" sx={{ py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={paths.idea.getHref(rating.ideaId)} sx={{ fontWeight: 600 }}>
          {rating.ideaTitle}
        </Link>
        {rating.isAnonymous && <Chip label="Anonymous" size="small" variant="outlined" />}
        <Typography variant="caption" color="text.secondary">
          {formatDate(rating.createdAt)}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Market Demand {formatScore(rating.marketDemand)} · Innovation {formatScore(rating.innovation)} ·
        Competition {formatScore(rating.competition)}
      </Typography>
    </Box>
  );
}
