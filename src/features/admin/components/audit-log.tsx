// The Audit tab of the admin dashboard: every administrative action, newest first, who did it, to what, and the
// fields it changed. Filtered by action, date range, administrator or target (kept in the URL) and paged by 25.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorRetry } from '@/components/ui/error-retry';
import { AUDIT_PAGE_SIZE, useAuditLog } from '@/features/admin/api/get-audit-log';
import { actorName, AuditEntryItem, targetName } from '@/features/admin/components/audit-entry';
import { AuditFilters } from '@/features/admin/components/audit-filters';
import { useAuditFilters } from '@/features/admin/hooks/use-audit-filters';
import { serverMessage } from '@/lib/api-errors';
import { LoadingStatus } from '@/components/ui/loading-status';

export function AuditLog() {
  const { filters, page, setFilters, setPage, clear } = useAuditFilters();
  const log = useAuditLog(filters, page);
  const entries = log.data?.entries ?? [];
  const pages = log.data ? Math.ceil(log.data.total / AUDIT_PAGE_SIZE) : 0;
  const filtered = Object.values(filters).some(Boolean);
  const byActor = entries.find((entry) => entry.actor.id === filters.actor);
  const onTarget = entries.find(
    (entry) => entry.target.type === filters.targetType && entry.target.id === filters.targetId,
  );

  return (
    <section aria-labelledby="audit-heading">
      <Typography id="audit-heading" variant="h5" component="h2">
        Audit log
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        Every administrative action: who did it, to what, and what it changed. Entries cannot be changed or
        deleted.
      </Typography>
      <AuditFilters
        filters={filters}
        actorName={byActor ? actorName(byActor.actor) : undefined}
        targetName={onTarget ? targetName(onTarget.target) : undefined}
        onChange={setFilters}
        onClear={clear}
      />
      <Box sx={{ height: 4, mb: 1 }}>
        {log.isFetching && !log.isPending && <LinearProgress aria-label="Updating the audit log" />}
      </Box>
      {log.isError && !log.data ? (
        <ErrorRetry onRetry={() => void log.refetch()} retrying={log.isFetching}>
          {`Error loading the audit log: ${serverMessage(log.error) ?? log.error.message}`}
        </ErrorRetry>
      ) : log.isPending ? (
        <LoadingStatus text="Loading the audit log..." />
      ) : log.data.total === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography>
            {filtered ? 'No entry matches these filters.' : 'No administrative action has been recorded yet.'}
          </Typography>
        </Paper>
      ) : (
        <>
          <Typography color="textSecondary" aria-live="polite" sx={{ mb: 1 }}>
            {`${log.data.total} ${log.data.total === 1 ? 'entry' : 'entries'}`}
          </Typography>
          <Stack component="ul" spacing={2} aria-label="Audit entries" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {entries.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} onFilter={setFilters} />
            ))}
          </Stack>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(page + 1, pages)}
              onChange={(_event, next) => setPage(next - 1)}
              sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
            />
          )}
        </>
      )}
    </section>
  );
}
