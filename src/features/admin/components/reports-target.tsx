// One reported idea or comment in the Reports tab: what it is and who wrote it, the start of its text, how many
// reports give which reason, the reports' notes, and the decisions (each confirmed first: every one is told to
// the reporters, and hiding or sending back changes what the public sees).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ReportedTarget, ReportReason } from '@schemas/reports.ts';
import { useSnackbar } from '@/components/toast';
import { useDismissReports, useHideComment, useSendIdeaBack } from '@/features/admin/api/report-decisions';
import { ReportsDecisionDialog, type Decision } from '@/features/admin/components/reports-decision-dialog';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-errors';
import { countOf, formatDate } from '@/utils/format';

const REASON_NAMES = {
  spam: 'Spam',
  abuse: 'Abuse',
  off_topic: 'Off topic',
  other: 'Other',
} as const satisfies Record<ReportReason, string>;

const DONE: Record<Decision, string> = {
  dismiss: 'Reports dismissed.',
  hide: 'Comment hidden.',
  'send-back': 'Idea sent back to review.',
};

export function ReportedTargetItem({ target }: { target: ReportedTarget }) {
  const { enqueueSnackbar } = useSnackbar();
  const [decision, setDecision] = useState<Decision | null>(null);
  const dismiss = useDismissReports();
  const hide = useHideComment();
  const sendBack = useSendIdeaBack();
  const mutation = decision === 'hide' ? hide : decision === 'send-back' ? sendBack : dismiss;
  const isComment = target.targetType === 'comment';
  const heading = isComment ? `Comment on “${target.idea.title}”` : target.idea.title;

  const confirm = async (reason: string) => {
    if (!decision) return;
    try {
      await mutation.mutateAsync({ targetId: target.targetId, ideaId: target.idea.id, reason });
      enqueueSnackbar(DONE[decision], { variant: 'success' });
      setDecision(null);
    } catch (error) {
      enqueueSnackbar(serverMessage(error) ?? 'The decision could not be saved. Please try again.', {
        variant: 'error',
      });
      setDecision(null);
    }
  };

  return (
    <Paper component="li" variant="outlined" aria-label={heading} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Box>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}
            useFlexGap
          >
            <Chip size="small" label={isComment ? 'Comment' : 'Idea'} />
            <Chip size="small" color="warning" label={countOf(target.count, 'report')} />
            {target.idea.status !== 'approved' && (
              <Chip size="small" variant="outlined" label={target.idea.status} />
            )}
          </Stack>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {target.idea.status === 'approved' ? (
              <Link component={RouterLink} to={paths.idea.getHref(target.idea.id)}>
                {heading}
              </Link>
            ) : (
              heading
            )}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {`By ${target.author?.displayName ?? 'a deleted account'} · last reported ${formatDate(target.lastReportedAt)}`}
          </Typography>
        </Box>
        <Typography
          component="blockquote"
          variant="body2"
          sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-line' }}
        >
          {target.excerpt ?? '[deleted]'}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Reasons">
          {target.reasons.map(({ reason, count }) => (
            <Chip key={reason} size="small" variant="outlined" label={`${REASON_NAMES[reason]} × ${count}`} />
          ))}
        </Stack>
        {target.reports.some((report) => report.note) && (
          <Box component="ul" aria-label="Notes" sx={{ m: 0, pl: 2.5 }}>
            {target.reports
              .filter((report) => report.note)
              .map((report) => (
                <Typography
                  component="li"
                  variant="body2"
                  key={`${report.createdAt}-${report.reporter?.id ?? ''}`}
                >
                  {`${REASON_NAMES[report.reason]}: “${report.note}” (${report.reporter?.displayName ?? 'a deleted account'})`}
                </Typography>
              ))}
          </Box>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" onClick={() => setDecision('dismiss')}>
            Dismiss
          </Button>
          {isComment && target.excerpt !== null && (
            <Button variant="outlined" color="error" onClick={() => setDecision('hide')}>
              Hide comment
            </Button>
          )}
          {!isComment && target.idea.status === 'approved' && (
            <Button variant="outlined" color="error" onClick={() => setDecision('send-back')}>
              Send back to review
            </Button>
          )}
        </Stack>
      </Stack>
      <ReportsDecisionDialog
        decision={decision}
        target={target}
        isPending={mutation.isPending}
        onCancel={() => setDecision(null)}
        onConfirm={(reason) => void confirm(reason)}
      />
    </Paper>
  );
}
