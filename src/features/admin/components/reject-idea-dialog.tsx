// The rejection prompt (docs/product-spec.md section 4): 'Reason for rejection (optional):', an empty reason allowed,
// Cancel aborting the rejection. The reason is checked with the API's own schema.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { IDEA_BOUNDS } from '@schemas/common.ts';
import { FormTextField } from '@/components/ui/form-text-field';
import { rejectIdeaSchema } from '@/features/admin/api/reject-idea';

export const REJECT_PROMPT = 'Reason for rejection (optional):';

interface RejectIdeaDialogProps {
  open: boolean;
  onCancel: () => void;
  /** The trimmed reason; empty when none was given. */
  onConfirm: (reason: string) => void;
  isPending?: boolean;
}

export function RejectIdeaDialog({ open, onCancel, onConfirm, isPending = false }: RejectIdeaDialogProps) {
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
      <RejectForm titleId={titleId} onCancel={onCancel} onConfirm={onConfirm} isPending={isPending} />
    </Dialog>
  );
}

type RejectFormValues = z.input<typeof rejectIdeaSchema>;
type RejectFormOutput = z.output<typeof rejectIdeaSchema>;

function RejectForm({
  titleId,
  onCancel,
  onConfirm,
  isPending,
}: Omit<RejectIdeaDialogProps, 'open'> & { titleId: string }) {
  const form = useForm<RejectFormValues, unknown, RejectFormOutput>({
    resolver: zodResolver(rejectIdeaSchema),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(({ reason }) => onConfirm(reason ?? ''));

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{REJECT_PROMPT}</DialogTitle>
        <DialogContent>
          <FormTextField<RejectFormValues>
            name="reason"
            autoFocus
            multiline
            minRows={3}
            disabled={isPending}
            maxLength={IDEA_BOUNDS.rejectionReason.max}
            slotProps={{ htmlInput: { 'aria-labelledby': titleId } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={isPending}>
            {isPending ? 'Rejecting...' : 'OK'}
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
