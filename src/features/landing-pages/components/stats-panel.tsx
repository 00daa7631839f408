// The owner's view of how the published page does: views and sign-ups over the last 30 days, the conversion rate
// between them, and the days with any of either as a table (the bars only repeat its numbers).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LandingPage } from '@schemas/landing-pages.ts';
import type { LandingStats } from '@schemas/landing-stats.ts';
import { useLandingStats } from '@/features/landing-pages/api/get-landing-stats';
import { formatCount } from '@/utils/format';

const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** '12.5%', or a dash while there is no view to divide by. */
export const formatConversion = (conversion: number | null) =>
  conversion === null ? '—' : PERCENT.format(conversion);

export function StatsPanel({ page }: { page: LandingPage }) {
  const stats = useLandingStats(page.id);
  return (
    <Card variant="outlined" component="section" aria-labelledby="stats-title">
      <CardContent>
        <Typography id="stats-title" variant="h6" component="h2">
          Views and conversion
        </Typography>
        <Typography variant="body2" color="textSecondary" gutterBottom>
          Last 30 days (UTC). Your own visits are not counted.
        </Typography>
        {stats.isPending ? (
          <Skeleton variant="rounded" height={60} role="progressbar" aria-label="Loading the views" />
        ) : stats.isError ? (
          <Alert severity="error">The views could not be loaded. Please try again later.</Alert>
        ) : (
          <>
            <Totals totals={stats.data.totals} />
            {stats.data.totals.views + stats.data.totals.signups === 0 ? (
              <Typography color="textSecondary" sx={{ mt: 1 }}>
                No views yet. Each visit to the published page counts once.
              </Typography>
            ) : (
              <PerDay days={stats.data.days} />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Totals({ totals }: { totals: LandingStats['totals'] }) {
  const figures = [
    ['Views', formatCount(totals.views), 'stats-views'],
    ['Sign-ups', formatCount(totals.signups), 'stats-signups'],
    ['Conversion', formatConversion(totals.conversion), 'stats-conversion'],
  ] as const;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, my: 1 }}>
      {figures.map(([label, value, testId]) => (
        <Box key={label}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }} data-testid={testId}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function PerDay({ days }: { days: LandingStats['days'] }) {
  const active = days.filter((day) => day.views + day.signups > 0).reverse();
  const most = Math.max(1, ...active.map((day) => day.views));
  return (
    <Table size="small" aria-label="Views and sign-ups per day, newest first">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Day
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            Views
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            Sign-ups
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {active.map((day) => (
          <TableRow key={day.day}>
            <TableCell component="th" scope="row">
              {day.day}
            </TableCell>
            <TableCell align="right">
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}>
                <Box
                  aria-hidden
                  sx={{
                    height: 8,
                    borderRadius: 1,
                    bgcolor: 'primary.main',
                    width: `${(day.views / most) * 48}px`,
                  }}
                />
                {formatCount(day.views)}
              </Box>
            </TableCell>
            <TableCell align="right">{formatCount(day.signups)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
