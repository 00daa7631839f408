// The space the score details take, held by the idea page before their code and data arrive: kept apart from
// score-details.tsx so the page can reserve it without loading the chart library.
import Skeleton from '@mui/material/Skeleton';

/** Three dimensions, each a caption of two lines and a chart, with the gaps between them. */
export const SCORE_CHART_HEIGHT = 80;
export const SCORE_DETAILS_HEIGHT = 3 * (40 + SCORE_CHART_HEIGHT) + 2 * 16;

export function ScoreDetailsSkeleton() {
  return (
    <Skeleton
      variant="rectangular"
      height={SCORE_DETAILS_HEIGHT}
      role="progressbar"
      aria-label="Loading score details"
    />
  );
}
