// The score details of the idea page: per dimension a histogram of the ten score bands with the mean, the spread
// and the category's median ('Not rated yet' instead of a mean and spread of 0 before the first rating), and a table
// of the counts for screen readers. Drawn with @mui/x-charts because it is
// built on MUI: it takes the theme's palette, typography and light or dark mode, measures its own width, and can
// grow into tooltips or more series without a second styling system. It is composed from its parts rather than
// taken as BarChart, which would also bring the tooltip (with MUI's Popper), legend and toolbar; even so it is
// ~80 KB gzip, so the idea page fetches this module only when the score details come near the viewport.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useIdeaScores, type DimensionScores } from '@/features/ideas/api/get-idea-scores';
import {
  SCORE_CHART_HEIGHT,
  SCORE_DETAILS_HEIGHT,
  ScoreDetailsSkeleton,
} from '@/features/ideas/components/score-details-skeleton';
import { NOT_RATED } from '@/utils/not-rated';
import { formatScore } from '@/utils/format';

const DIMENSIONS = [
  ['marketDemand', 'Market Demand'],
  ['innovation', 'Innovation'],
  ['competition', 'Competition'],
] as const;

const BANDS = Array.from({ length: 10 }, (_, i) => (i === 9 ? '90-100' : `${i * 10}-${i * 10 + 9}`));

export function ScoreDetails({ ideaId }: { ideaId: string }) {
  const scores = useIdeaScores(ideaId);
  if (scores.isPending) return <ScoreDetailsSkeleton />;
  if (scores.isError) return null;
  return (
    <Stack spacing={2} sx={{ minHeight: SCORE_DETAILS_HEIGHT }}>
      {DIMENSIONS.map(([key, label]) => (
        <DimensionChart
          key={key}
          label={label}
          scores={scores.data.dimensions[key]}
          rated={scores.data.totalRatings > 0}
        />
      ))}
    </Stack>
  );
}

function DimensionChart({
  label,
  scores,
  rated,
}: {
  label: string;
  scores: DimensionScores;
  rated: boolean;
}) {
  const median = scores.categoryMedian;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="caption" color="textSecondary" component="p">
        {rated ? `Mean ${formatScore(scores.mean)} · Spread ${formatScore(scores.spread)}` : NOT_RATED} ·{' '}
        {median !== null && <MedianKey />}Category median {median === null ? 'none yet' : formatScore(median)}
      </Typography>
      <Histogram counts={scores.histogram} median={median} />
      <Box component="table" sx={visuallyHidden}>
        <caption>{`${label}: ratings per score band`}</caption>
        <thead>
          <tr>
            <th scope="col">Scores</th>
            <th scope="col">Ratings</th>
          </tr>
        </thead>
        <tbody>
          {scores.histogram.map((count, band) => (
            <tr key={BANDS[band]}>
              <th scope="row">{BANDS[band]}</th>
              <td>{count}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/** The chart's median line in small, before the median's figure: the key to which line that is. */
function MedianKey() {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 2,
        height: '0.9em',
        mr: 0.5,
        verticalAlign: '-0.1em',
        bgcolor: 'secondary.main',
      }}
    />
  );
}

/**
 * The bars stand on a band axis of the ten bands; the median needs a position inside a band (61.5 is not '60-69'),
 * so a second, linear 0-100 axis spans the same width: the bands' steps tile it exactly, whatever the gap ratio.
 * That axis is the one shown, its ticks reading as scores. Hidden from screen readers, which read the table, and so
 * without the library's keyboard navigation, which would put a tab stop inside the hidden chart. Not animated: it
 * is drawn as the reader scrolls to it, and growing bars would only hold up the reading.
 */
function Histogram({ counts, median }: { counts: number[]; median: number | null }) {
  const theme = useTheme();
  return (
    <Box aria-hidden sx={{ height: SCORE_CHART_HEIGHT }}>
      <ChartsContainer
        height={SCORE_CHART_HEIGHT}
        margin={{ top: 4, right: 12, bottom: 0, left: 8 }}
        skipAnimation
        disableKeyboardNavigation
        series={[{ type: 'bar', data: counts, color: theme.palette.primary.main }]}
        xAxis={[
          { id: 'bands', scaleType: 'band', data: BANDS, position: 'none' },
          {
            id: 'score',
            scaleType: 'linear',
            min: 0,
            max: 100,
            position: 'bottom',
            tickInterval: [0, 20, 40, 60, 80, 100],
            height: 20,
            tickSize: 3,
          },
        ]}
        yAxis={[{ position: 'none', min: 0, max: Math.max(1, ...counts) }]}
      >
        <BarPlot />
        <ChartsXAxis axisId="score" />
        {median !== null && (
          // A margin of the card's colour on each side keeps the line clear over a bar of similar lightness
          // (dark mode's light blue and light orange).
          <>
            <ChartsReferenceLine
              x={median}
              axisId="score"
              lineStyle={{ stroke: theme.palette.background.paper, strokeWidth: 4 }}
            />
            <ChartsReferenceLine
              x={median}
              axisId="score"
              lineStyle={{ stroke: theme.palette.secondary.main, strokeWidth: 2 }}
            />
          </>
        )}
      </ChartsContainer>
    </Box>
  );
}
