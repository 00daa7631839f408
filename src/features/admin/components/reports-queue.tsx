// The Reports tab of the admin dashboard: the reported ideas and comments, most recently reported first, each with
// how many open reports it has, their reasons and notes, what is reported and who wrote it. Dismiss leaves it up;
// a comment can be hidden and an approved idea sent back to review. Paged by 20 when there are more.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { REPORTS_PAGE_SIZE, useReports } from '@/features/admin/api/get-reports';
import { ReportedTargetItem } from '@/features/admin/components/reports-target';
import { countOf } from '@/utils/format';
import { LoadingStatus } from '@/components/ui/loading-status';

export function ReportsQueue() {
  const [page, setPage] = useState(0);
  const reports = useReports(page);
  const pages = reports.data ? Math.ceil(reports.data.total / REPORTS_PAGE_SIZE) : 0;

  return (
    <section aria-labelledby="reports-heading">
      <Typography id="reports-heading" variant="h5" component="h2">
        Reports
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        What members reported. Each reporter is told the outcome of your decision.
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>
        {reports.isFetching && !reports.isPending && <LinearProgress aria-label="Updating the reports" />}
      </Box>
      {reports.isError ? (
        <Alert severity="error">{`Error loading the reports: ${reports.error.message}`}</Alert>
      ) : reports.isPending ? (
        <LoadingStatus text="Loading the reports..." />
      ) : reports.data.total === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography>No open reports. Nothing needs a decision.</Typography>
        </Paper>
      ) : (
        <>
          <Typography color="textSecondary" aria-live="polite" sx={{ mb: 1 }}>
            {`${countOf(reports.data.open, 'open report')} on ${countOf(reports.data.total, 'reported item')}`}
          </Typography>
          <Stack
            component="ul"
            spacing={2}
            aria-label="Reported ideas and comments"
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {reports.data.targets.map((target) => (
              <ReportedTargetItem key={target.targetId} target={target} />
            ))}
          </Stack>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={page + 1}
              onChange={(_event, next) => setPage(next - 1)}
              sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
            />
          )}
        </>
      )}
    </section>
  );
}
