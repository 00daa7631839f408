// The profile's Ratings tab: the ratings a member gave, newest first, 20 at a time: the idea (a link to it), the
// three scores, the date, and 'Anonymous' on the owner's own anonymous ones.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useUserRatings, type GivenRating } from '@/features/ratings/api/get-user-ratings';
import { PagedRatings } from '@/features/ratings/components/paged-ratings';
import { formatDate, formatScore } from '@/utils/format';

export function RatingHistory({ userId }: { userId: string }) {
  const ratings = useUserRatings(userId);
  return (
    <PagedRatings
      query={ratings}
      items={ratings.data?.pages.flatMap((page) => page.items) ?? []}
      label="Rating history"
      empty={
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          No ratings yet.
        </Typography>
      }
      moreLabel="Show more"
      renderItem={(rating) => <GivenRatingItem rating={rating} />}
    />
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
