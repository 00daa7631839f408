// The confirmation of a decision on reports: dismissing them, hiding the comment (a reason is required: its author
// reads it) or sending the idea back to review (a reason is optional). The dialog stays until the server answered,
// its button showing the decision under way. Unmounted while closed, so every opening starts empty.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { IDEA_BOUNDS } from '@schemas/common.ts';
import { REPORT_BOUNDS, type ReportedTarget } from '@schemas/reports.ts';
import { countOf, formatCount } from '@/utils/format';

export type Decision = 'dismiss' | 'hide' | 'send-back';

/** What each decision says and asks; the bounds are the API's (hide: REPORT_BOUNDS, send back: a rejection's). */
const DECISIONS = {
  dismiss: { title: 'Dismiss the reports?', action: 'Dismiss', pending: 'Dismissing...', reason: null },
  hide: {
    title: 'Hide this comment?',
    action: 'Hide comment',
    pending: 'Hiding...',
    reason: {
      label: 'Why is it hidden? (its author reads this)',
      max: REPORT_BOUNDS.hideReason.max,
      required: true,
    },
  },
  'send-back': {
    title: 'Send this idea back to review?',
    action: 'Send back',
    pending: 'Sending back...',
    reason: {
      label: 'Reason for its author (optional)',
      max: IDEA_BOUNDS.rejectionReason.max,
      required: false,
    },
  },
} as const satisfies Record<Decision, unknown>;

function consequence(decision: Decision, target: ReportedTarget): string {
  const reporters = countOf(target.count, 'reporter');
  switch (decision) {
    case 'dismiss':
      return `The ${target.targetType} stays as it is. The ${reporters} will be told a moderator left it up.`;
    case 'hide':
      return `Everyone but its author will see “Removed by a moderator” in its place. The ${reporters} will be told.`;
    case 'send-back':
      return `“${target.idea.title}” leaves the leaderboard and waits for review again. The ${reporters} will be told.`;
  }
}

interface ReportsDecisionDialogProps {
  decision: Decision | null;
  target: ReportedTarget;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

export function ReportsDecisionDialog({
  decision,
  onCancel,
  isPending,
  ...rest
}: ReportsDecisionDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={decision !== null}
      onClose={isPending ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      {decision && (
        <DecisionForm
          titleId={titleId}
          decision={decision}
          onCancel={onCancel}
          isPending={isPending}
          {...rest}
        />
      )}
    </Dialog>
  );
}

function DecisionForm({
  titleId,
  decision,
  target,
  isPending,
  onCancel,
  onConfirm,
}: Omit<ReportsDecisionDialogProps, 'decision'> & { titleId: string; decision: Decision }) {
  const { title, action, pending, reason } = DECISIONS[decision];
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason?.required && text.trim() === '') {
      setError('Say why the comment is hidden');
      return;
    }
    onConfirm(text.trim());
  };
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: reason ? 2 : 0 }}>{consequence(decision, target)}</DialogContentText>
        {reason && (
          <TextField
            label={reason.label}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            required={reason.required}
            error={error !== null}
            helperText={error ?? `${formatCount(text.length)} / ${formatCount(reason.max)} characters`}
            slotProps={{ htmlInput: { maxLength: reason.max } }}
            disabled={isPending}
            autoFocus
            multiline
            minRows={2}
            fullWidth
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={decision === 'dismiss' ? 'primary' : 'error'}
          loading={isPending}
          loadingPosition="start"
        >
          {isPending ? pending : action}
        </Button>
      </DialogActions>
    </form>
  );
}
