// The score details of the idea page: per dimension a small histogram of the ten score bands with the mean, the
// spread and the category's median, and a table of the counts for screen readers. Our own SVG bars in the theme's
// colours: ten bars need no charting library, and the page stays light.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useIdeaScores, type DimensionScores } from '@/features/ideas/api/get-idea-scores';
import { formatScore } from '@/utils/format';

const DIMENSIONS = [
  ['marketDemand', 'Market Demand'],
  ['innovation', 'Innovation'],
  ['competition', 'Competition'],
] as const;

const BANDS = Array.from({ length: 10 }, (_, i) => (i === 9 ? '90-100' : `${i * 10}-${i * 10 + 9}`));

export function ScoreDetails({ ideaId }: { ideaId: string }) {
  const scores = useIdeaScores(ideaId);
  if (scores.isPending)
    return (
      <Skeleton variant="rectangular" height={120} role="progressbar" aria-label="Loading score details" />
    );
  if (scores.isError) return null;
  return (
    <Stack spacing={2}>
      {DIMENSIONS.map(([key, label]) => (
        <DimensionChart key={key} label={label} scores={scores.data.dimensions[key]} />
      ))}
    </Stack>
  );
}

function DimensionChart({ label, scores }: { label: string; scores: DimensionScores }) {
  const theme = useTheme();
  const highest = Math.max(1, ...scores.histogram);
  const median = scores.categoryMedian;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        Mean {formatScore(scores.mean)} · Spread {formatScore(scores.spread)} · Category median{' '}
        {median === null ? 'none yet' : formatScore(median)}
      </Typography>
      <svg viewBox="0 0 100 30" width="100%" height="60" preserveAspectRatio="none" aria-hidden>
        {scores.histogram.map((count, band) => {
          const height = (count / highest) * 28;
          return (
            <rect
              key={band}
              x={band * 10 + 1}
              y={30 - height}
              width={8}
              height={height}
              fill={theme.palette.primary.main}
            />
          );
        })}
        {median !== null && (
          <line
            x1={median}
            x2={median}
            y1={0}
            y2={30}
            stroke={theme.palette.secondary.main}
            strokeWidth={0.8}
          />
        )}
      </svg>
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
