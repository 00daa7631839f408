// The rejection of an idea or of an edit (docs/product-spec.md section 4): titled with the idea's name, the reason
// 'Reason for rejection (optional):' may stay empty, and Cancel rejects nothing. The reason's bound is the API's
// own (IDEA_BOUNDS): the field takes no more and counts down to it, so nothing is cut silently. Templates give the
// common reasons a starting text to edit.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { IDEA_BOUNDS } from '@schemas/common.ts';
import { FormTextField } from '@/components/ui/form-text-field';
import { rejectIdeaSchema } from '@/features/admin/api/reject-idea';
import { formatCount } from '@/utils/format';

export const REJECT_PROMPT = 'Reason for rejection (optional):';
export const REASON_MAX = IDEA_BOUNDS.rejectionReason.max;

/** The common reasons, each a text the author can act on; the administrator edits it as needed. */
export const REASON_TEMPLATES = [
  {
    label: 'Duplicate',
    text: 'This idea is already on Ideaboard. If yours is different, say how in the description and submit it again.',
  },
  {
    label: 'Not a startup idea',
    text: 'This reads as a suggestion rather than a startup idea. Describe the product, who pays for it and why, then submit it again.',
  },
  {
    label: 'Incomplete',
    text: 'Some details are missing. Please explain the target market and the business model more fully, then submit it again.',
  },
  {
    label: 'Spam',
    text: 'This submission looks like spam or advertising, which Ideaboard does not publish.',
  },
] as const;

/** The counter under the field: what is left, and the bound itself once it is reached. */
export const reasonCounter = (length: number) =>
  length >= REASON_MAX
    ? `Limit reached: ${formatCount(REASON_MAX)} characters`
    : `${formatCount(length)} / ${formatCount(REASON_MAX)} characters`;

interface RejectIdeaDialogProps {
  open: boolean;
  /** The name of the idea being rejected, or whose edit is. */
  ideaTitle: string;
  /** An edit's rejection drops the edit only: the dialog and its button say so. */
  kind?: 'idea' | 'edit';
  onCancel: () => void;
  /** The trimmed reason; empty when none was given. */
  onConfirm: (reason: string) => void;
  isPending?: boolean;
}

export function RejectIdeaDialog({ open, onCancel, isPending = false, ...form }: RejectIdeaDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      {/* Unmounted while closed, so every opening starts with an empty reason. */}
      <RejectForm titleId={titleId} onCancel={onCancel} isPending={isPending} {...form} />
    </Dialog>
  );
}

type RejectFormValues = z.input<typeof rejectIdeaSchema>;
type RejectFormOutput = z.output<typeof rejectIdeaSchema>;

function RejectForm({
  titleId,
  ideaTitle,
  kind = 'idea',
  onCancel,
  onConfirm,
  isPending,
}: Omit<RejectIdeaDialogProps, 'open'> & { titleId: string }) {
  const form = useForm<RejectFormValues, unknown, RejectFormOutput>({
    resolver: zodResolver(rejectIdeaSchema),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(({ reason }) => onConfirm(reason ?? ''));
  const length = (useWatch({ control: form.control, name: 'reason' }) ?? '').length;
  const templatesId = useId();

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>
          {kind === 'edit' ? `Reject the edit of “${ideaTitle}”` : `Reject “${ideaTitle}”`}
        </DialogTitle>
        <DialogContent>
          <Typography id={templatesId} variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            Start from a common reason
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            role="group"
            aria-labelledby={templatesId}
            sx={{ flexWrap: 'wrap', mb: 2 }}
          >
            {REASON_TEMPLATES.map(({ label, text }) => (
              <Chip
                key={label}
                label={label}
                variant="outlined"
                disabled={isPending}
                onClick={() => form.setValue('reason', text, { shouldDirty: true })}
              />
            ))}
          </Stack>
          <FormTextField<RejectFormValues>
            name="reason"
            label={REJECT_PROMPT}
            autoFocus
            multiline
            minRows={3}
            disabled={isPending}
            maxLength={REASON_MAX}
            hint={reasonCounter(length)}
            // A template is set without typing: the label must not sit over its text.
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" loading={isPending} loadingPosition="start">
            {isPending ? 'Rejecting...' : kind === 'edit' ? 'Reject edit' : 'Reject'}
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
