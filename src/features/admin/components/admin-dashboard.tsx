// The /admin page (docs/product-spec.md section 2, "Admin dashboard"): the stats and the review queue load first,
// behind 'Loading admin dashboard...' or 'Error Loading Dashboard' with 'Try Again'; then four tabs, Overview,
// Ideas Management (with how many ideas and edits wait for review), User Management, Roadmap and Trash. The open tab is
// kept in the URL.
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import { ErrorRetry } from '@/components/ui/error-retry';
import { useAdminStats } from '@/features/admin/api/get-admin-stats';
import { useReports } from '@/features/admin/api/get-reports';
import { usePendingIdeas } from '@/features/admin/api/get-pending-ideas';
import { PendingIdeas } from '@/features/admin/components/pending-ideas';
import { ReportsQueue } from '@/features/admin/components/reports-queue';
import { StatsOverview } from '@/features/admin/components/stats-overview';
import { UserManagement } from '@/features/admin/components/user-management';
import { useAdminTab, type AdminTab } from '@/features/admin/hooks/use-admin-tab';
import { AuditLog } from '@/features/admin/components/audit-log';
import { LimitsPanel } from '@/features/admin/components/limits-form';
import { TrashList } from '@/features/admin/components/trash-list';
import type { IdeaEditor } from '@/features/admin/types';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { serverMessage } from '@/lib/api-errors';

const TAB_LABELS: Record<AdminTab, string> = {
  overview: 'Overview',
  ideas: 'Ideas Management',
  users: 'User Management',
  reports: 'Reports',
  roadmap: 'Roadmap',
  trash: 'Trash',
  audit: 'Audit',
  limits: 'Limits',
};

interface AdminDashboardProps {
  ideaEditor: IdeaEditor;
  /** The Roadmap tab's content; the roadmap feature owns it and the admin route hands it down. */
  roadmapEditor: ComponentType;
}

export function AdminDashboard({ ideaEditor, roadmapEditor: RoadmapEditor }: AdminDashboardProps) {
  useDocumentTitle('Admin Dashboard');
  const stats = useAdminStats();
  const pending = usePendingIdeas();
  // The first page of the queue: its count of open reports is the tab's, and the tab opens on it.
  const reports = useReports(0);
  const [tab, setTab] = useAdminTab();

  // Only a failed first load stops the page; a failed refetch keeps what is on screen.
  const failure = (!stats.data && stats.error) || (!pending.data && pending.error) || null;
  const retrying = failure !== null && (stats.isFetching || pending.isFetching);
  const retry = () => {
    void stats.refetch();
    void pending.refetch();
  };

  let content: ReactNode;
  if (retrying || (failure === null && (!stats.data || !pending.data))) {
    content = (
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 10 }}
      >
        <CircularProgress size={28} aria-hidden />
        <Typography>Loading admin dashboard...</Typography>
      </Box>
    );
  } else if (failure !== null || !stats.data || !pending.data) {
    content = (
      <ErrorRetry onRetry={retry} sx={{ mt: 3 }}>
        <AlertTitle component="h2">Error Loading Dashboard</AlertTitle>
        {serverMessage(failure) ?? 'Failed to fetch admin data'}
      </ErrorRetry>
    );
  } else {
    content = (
      <>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 4 }}>
          <Tabs
            value={tab}
            onChange={(_event, value: AdminTab) => setTab(value)}
            aria-label="Admin dashboard sections"
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
          >
            {(Object.keys(TAB_LABELS) as AdminTab[]).map((value) => {
              const waiting =
                value === 'ideas'
                  ? stats.data.pendingIdeas + stats.data.pendingEdits
                  : value === 'reports'
                    ? (reports.data?.open ?? 0)
                    : 0;
              return (
                <Tab
                  key={value}
                  value={value}
                  label={<WaitingCount count={waiting}>{TAB_LABELS[value]}</WaitingCount>}
                  aria-label={waiting > 0 ? `${TAB_LABELS[value]}, ${waiting} waiting` : undefined}
                  id={`admin-tab-${value}`}
                  aria-controls={`admin-panel-${value}`}
                />
              );
            })}
          </Tabs>
        </Box>
        <TabPanel value="overview" current={tab}>
          <StatsOverview stats={stats.data} />
        </TabPanel>
        <TabPanel value="ideas" current={tab}>
          <PendingIdeas ideas={pending.data} ideaEditor={ideaEditor} />
        </TabPanel>
        <TabPanel value="users" current={tab}>
          <UserManagement />
        </TabPanel>
        <TabPanel value="reports" current={tab}>
          <ReportsQueue />
        </TabPanel>
        <TabPanel value="roadmap" current={tab}>
          <RoadmapEditor />
        </TabPanel>
        <TabPanel value="trash" current={tab}>
          <TrashList />
        </TabPanel>
        <TabPanel value="audit" current={tab}>
          <AuditLog />
        </TabPanel>
        <TabPanel value="limits" current={tab}>
          <LimitsPanel />
        </TabPanel>
      </>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Admin Dashboard
      </Typography>
      {content}
    </Container>
  );
}

/** A tab's label with the number waiting for review beside it (the tab's own label reads it out); none shows nothing. */
function WaitingCount({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {children}
      {count > 0 && (
        <Box
          component="span"
          aria-hidden
          sx={{
            bgcolor: 'warning.main',
            color: 'warning.contrastText',
            borderRadius: 10,
            px: 0.75,
            minWidth: 20,
            lineHeight: '20px',
            fontSize: '0.75rem',
            fontWeight: 700,
            textAlign: 'center',
          }}
        >
          {count}
        </Box>
      )}
    </Box>
  );
}

/** A tab's panel; only the open one renders its content. */
function TabPanel({ value, current, children }: { value: AdminTab; current: AdminTab; children: ReactNode }) {
  const open = value === current;
  return (
    <div role="tabpanel" id={`admin-panel-${value}`} aria-labelledby={`admin-tab-${value}`} hidden={!open}>
      {open && children}
    </div>
  );
}
