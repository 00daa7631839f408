// The Overview tab: the counters of the admin stats (docs/product-spec.md section 2). Edits waiting for review sit
// beside the pending ideas: both are the review queue's work.
import EditNoteIcon from '@mui/icons-material/EditNote';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import PeopleIcon from '@mui/icons-material/People';
import StarIcon from '@mui/icons-material/Star';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { AdminStats } from '@schemas/admin.ts';
import { EDITS_WAITING } from '@/features/admin/components/pending-ideas';
import { formatCount } from '@/utils/format';

const COUNTERS: { key: keyof AdminStats; label: string; icon: ReactNode }[] = [
  { key: 'totalUsers', label: 'Total Users', icon: <PeopleIcon color="primary" /> },
  { key: 'totalIdeas', label: 'Total Ideas', icon: <LightbulbIcon color="success" /> },
  { key: 'pendingIdeas', label: 'Pending Ideas', icon: <HourglassTopIcon color="warning" /> },
  { key: 'pendingEdits', label: EDITS_WAITING, icon: <EditNoteIcon color="warning" /> },
  { key: 'totalRatings', label: 'Total Ratings', icon: <StarIcon color="secondary" /> },
];

export function StatsOverview({ stats }: { stats: AdminStats }) {
  return (
    <Grid container spacing={3}>
      {COUNTERS.map(({ key, label, icon }) => (
        <Grid key={key} size={{ xs: 12, sm: 6, md: 'grow' }}>
          <Counter label={label} value={formatCount(stats[key])} icon={icon} />
        </Grid>
      ))}
    </Grid>
  );
}

function Counter({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  const id = useId();
  return (
    <Paper variant="outlined" role="group" aria-labelledby={id} sx={{ p: 3, height: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Stack sx={{ flex: 1 }}>
          <Typography id={id} variant="body2" color="textSecondary">
            {label}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            {value}
          </Typography>
        </Stack>
        <span aria-hidden>{icon}</span>
      </Stack>
    </Paper>
  );
}
