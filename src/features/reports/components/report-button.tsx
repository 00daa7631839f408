// 'Report' on an idea or a comment for signed-in members other than its author: it opens the report form, and
// once the member has reported the target (now or before) it reads 'Reported' instead.
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { ReportReason, ReportTargetType } from '@schemas/reports.ts';
import { useSnackbar } from '@/components/toast';
import { useCreateReport } from '@/features/reports/api/create-report';
import { reportKeys, useOwnReports } from '@/features/reports/api/get-own-reports';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth/use-current-user';

// The form (and its validation) loads when a member opens it: most readers never report anything.
const ReportDialog = lazy(async () => ({
  default: (await import('@/features/reports/components/report-dialog')).ReportDialog,
}));

interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: string;
  /** The idea's page the target is on: the member's reports are read per idea. */
  ideaId: string;
  /** Whose it is: nobody reports their own. */
  authorId: string | null;
}

export function ReportButton({ targetType, targetId, ideaId, authorId }: ReportButtonProps) {
  const { user } = useCurrentUser();
  const signedIn = user !== null;
  const own = useOwnReports(ideaId, signedIn);
  const create = useCreateReport();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  if (!user || user.uid === authorId) return null;
  const reported = own.data?.some((report) => report.targetId === targetId) ?? false;
  if (reported) {
    return (
      <Button size="small" disabled startIcon={<FlagOutlinedIcon />}>
        Reported
      </Button>
    );
  }
  const confirm = async (values: { reason: ReportReason; note: string }) => {
    try {
      await create.mutateAsync({
        ideaId,
        targetType,
        targetId,
        reason: values.reason,
        note: values.note || undefined,
      });
      enqueueSnackbar('Thank you: an administrator will review your report.', { variant: 'success' });
      setOpen(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Reported already (another tab, a retry): the action shows so.
        await queryClient.invalidateQueries({ queryKey: reportKeys.ownOfIdea(ideaId) });
        setOpen(false);
      }
      enqueueSnackbar(error instanceof Error ? error.message : 'The report could not be sent.', {
        variant: 'error',
      });
    }
  };
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<FlagOutlinedIcon />}
        onClick={() => setOpen(true)}
        disabled={own.isPending}
        aria-label={`Report this ${targetType}`}
      >
        Report
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            open
            targetType={targetType}
            onCancel={() => setOpen(false)}
            onConfirm={(values) => void confirm(values)}
            isPending={create.isPending}
          />
        </Suspense>
      )}
    </>
  );
}
