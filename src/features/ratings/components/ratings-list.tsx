// The ratings an idea received: who gave each ('Anonymous' when hidden), when, and the three scores. A much-rated
// idea has hundreds: they are shown a page at a time, so the page stays quick on a phone.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { RATINGS_PAGE_SIZE, useIdeaRatings } from '@/features/ratings/api/get-idea-ratings';
import { PagedRatings, RatingEntry } from '@/features/ratings/components/paged-ratings';
import type { Rating } from '@schemas/ratings.ts';
import { displayNameOrId } from '@/utils/format';

export function raterName(rating: Rating): string {
  if (rating.isAnonymous || !rating.rater) return 'Anonymous';
  return rating.userId
    ? displayNameOrId(rating.rater.displayName, rating.userId)
    : rating.rater.displayName || 'Anonymous';
}

/** `isPublished`: only an approved idea can be rated, so only it invites the first rating. */
export function RatingsList({ ideaId, isPublished = true }: { ideaId: string; isPublished?: boolean }) {
  const ratings = useIdeaRatings(ideaId);
  const items = ratings.data?.pages.flatMap((page) => page.items) ?? [];
  const total = ratings.data?.pages.at(-1)?.total ?? 0;
  return (
    <Card variant="outlined" component="section" aria-labelledby="ratings-heading">
      <CardContent>
        <Typography id="ratings-heading" variant="h6" component="h2" gutterBottom>
          Ratings{ratings.data ? ` (${total})` : ''}
        </Typography>
        <PagedRatings
          query={ratings}
          items={items}
          label="Ratings"
          empty={
            <Typography color="textSecondary">
              {isPublished ? 'No ratings yet. Be the first to rate this idea!' : 'No ratings yet.'}
            </Typography>
          }
          moreLabel={`Show ${Math.min(RATINGS_PAGE_SIZE, total - items.length)} more ratings`}
          renderItem={(rating) => <RatingItem rating={rating} />}
        />
      </CardContent>
    </Card>
  );
}

function RatingItem({ rating }: { rating: Rating }) {
  return (
    <RatingEntry
      rating={rating}
      heading={
        <>
          <Typography sx={{ fontWeight: 600 }}>{raterName(rating)}</Typography>
          {rating.isOwn && <Chip label="You" size="small" color="primary" variant="outlined" />}
        </>
      }
    />
  );
}
