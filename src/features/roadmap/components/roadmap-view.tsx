// The roadmap page's body (docs/product-spec.md sections 2 and 4): the legend, what shipped recently, the quarters
// with their theme and items (each with its ideas and their scores), and a 'Share Feedback' mail link; loading and
// error states.
import MailIcon from '@mui/icons-material/Mail';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorRetry } from '@/components/ui/error-retry';
import { env } from '@/config/env';
import type { RoadmapQuarter, RoadmapStatus } from '@schemas/roadmap.ts';
import { useRoadmap } from '@/features/roadmap/api/get-roadmap';
import { RecentlyShipped } from '@/features/roadmap/components/recently-shipped';
import { RoadmapEntryRow } from '@/features/roadmap/components/roadmap-entry';
import { StatusChip } from '@/features/roadmap/components/status-chip';
import { useDeferredAnswer } from '@/hooks/use-deferred-answer';

/** The legend reads from what is built to what is planned. */
const LEGEND = ['done', 'in_progress', 'planned'] as const satisfies readonly RoadmapStatus[];

function Legend() {
  return (
    <Stack
      component="ul"
      aria-label="Legend"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', rowGap: 1 }}
    >
      {LEGEND.map((status) => (
        <li key={status}>
          <StatusChip status={status} />
        </li>
      ))}
    </Stack>
  );
}

function QuarterCard({ quarter }: { quarter: RoadmapQuarter }) {
  const headingId = `roadmap-${quarter.quarter.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardHeader
        title={quarter.quarter}
        subheader={quarter.theme}
        slotProps={{
          title: { id: headingId, component: 'h2', variant: 'h6' },
          subheader: { color: 'primary', fontWeight: 600 },
        }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {quarter.items.map((item) => (
            <RoadmapEntryRow key={item.id} item={item} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The quarters, then `after` once they (or the error, or the empty roadmap) are shown: below the skeleton, which is
 * shorter than most roadmaps, it was moved down as they came (on a desktop, where it is in view).
 */
function Quarters({ after }: { after: ReactNode }) {
  const roadmap = useRoadmap();
  // All the quarters at once were one task of about 30 ms on a fast desktop.
  const quarters = useDeferredAnswer(roadmap.data);
  if (roadmap.isError) {
    return (
      <>
        <ErrorRetry onRetry={() => void roadmap.refetch()} retrying={roadmap.isFetching}>
          {roadmap.error.message || 'Failed to fetch the roadmap'}
        </ErrorRetry>
        {after}
      </>
    );
  }
  if (!quarters) {
    return (
      <Grid container spacing={3} role="status" aria-label="Loading roadmap">
        {Array.from({ length: 4 }, (_, index) => (
          <Grid key={index} size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" height={220} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (quarters.length === 0) {
    return (
      <>
        <Typography color="textSecondary">Nothing is planned yet.</Typography>
        {after}
      </>
    );
  }
  return (
    <>
      <Stack spacing={3}>
        <RecentlyShipped quarters={quarters} />
        <Grid container spacing={3}>
          {quarters.map((quarter) => (
            <Grid key={quarter.quarter} size={{ xs: 12, md: 6 }}>
              <QuarterCard quarter={quarter} />
            </Grid>
          ))}
        </Grid>
      </Stack>
      {after}
    </>
  );
}

export function RoadmapView() {
  return (
    <Stack spacing={4}>
      <Box>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          Roadmap
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          What we have built, what we are working on, and what comes next.
        </Typography>
        <Legend />
      </Box>
      <Quarters after={<FeedbackCard />} />
    </Stack>
  );
}

function FeedbackCard() {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Have an idea for Ideaboard itself?
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        Tell us what you would like to see next.
      </Typography>
      <Button variant="contained" href={`mailto:${env.feedbackEmail}`} startIcon={<MailIcon />}>
        Share Feedback
      </Button>
    </Paper>
  );
}
