// The profile's Ratings tab: the ratings a member gave, newest first, 20 at a time: the idea (a link to it), the
// three scores, the date, and 'Anonymous' on the owner's own anonymous ones.
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useUserRatings, type GivenRating } from '@/features/ratings/api/get-user-ratings';
import { PagedRatings, RatingEntry } from '@/features/ratings/components/paged-ratings';

export function RatingHistory({ userId }: { userId: string }) {
  const ratings = useUserRatings(userId);
  return (
    <PagedRatings
      query={ratings}
      items={ratings.data?.pages.flatMap((page) => page.items) ?? []}
      label="Rating history"
      empty={
        <Typography color="textSecondary" sx={{ textAlign: 'center', py: 4 }}>
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
    <RatingEntry
      rating={rating}
      heading={
        <>
          <Link component={RouterLink} to={paths.idea.getHref(rating.ideaId)} sx={{ fontWeight: 600 }}>
            {rating.ideaTitle}
          </Link>
          {rating.isAnonymous && <Chip label="Anonymous" size="small" variant="outlined" />}
        </>
      }
    />
  );
}
