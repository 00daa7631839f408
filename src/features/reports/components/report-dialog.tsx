// The report form: a reason (radio), a note with its counter (needed for 'Other'), Cancel and Report. Unmounted
// while closed, so every opening starts empty. The note's bound is the API's own (REPORT_BOUNDS).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { ReportReason, ReportTargetType } from '@schemas/reports.ts';
import { FormTextField } from '@/components/ui/form-text-field';
import { REPORT_BOUNDS, REPORT_REASONS, reportFormSchema } from '@schemas/reports.ts';
import { formatCount } from '@/utils/format';

export const REASON_LABELS = {
  spam: 'Spam or advertising',
  abuse: 'Abuse or harassment',
  off_topic: 'Off topic',
  other: 'Something else',
} as const satisfies Record<ReportReason, string>;

const NOTE_MAX = REPORT_BOUNDS.note.max;

type ReportFormValues = z.input<typeof reportFormSchema>;
type ReportFormOutput = z.output<typeof reportFormSchema>;

interface ReportDialogProps {
  open: boolean;
  targetType: ReportTargetType;
  onCancel: () => void;
  onConfirm: (values: { reason: ReportReason; note: string }) => void;
  isPending: boolean;
}

export function ReportDialog({ open, onCancel, isPending, ...form }: ReportDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <ReportForm titleId={titleId} onCancel={onCancel} isPending={isPending} {...form} />
    </Dialog>
  );
}

function ReportForm({
  titleId,
  targetType,
  onCancel,
  onConfirm,
  isPending,
}: Omit<ReportDialogProps, 'open'> & { titleId: string }) {
  const form = useForm<ReportFormValues, unknown, ReportFormOutput>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: { note: '' },
  });
  const submit = form.handleSubmit((values) => onConfirm({ reason: values.reason, note: values.note ?? '' }));
  const note = useWatch({ control: form.control, name: 'note' }) ?? '';
  const reason = useWatch({ control: form.control, name: 'reason' });
  const reasonLabelId = useId();
  const reasonError = form.formState.errors.reason?.message;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>Report this {targetType}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            An administrator will look at it. The author is not told who reported it.
          </DialogContentText>
          <FormControl error={reasonError !== undefined} disabled={isPending} sx={{ mb: 2 }}>
            <FormLabel id={reasonLabelId}>Why are you reporting it?</FormLabel>
            <Controller
              name="reason"
              control={form.control}
              render={({ field }) => (
                <RadioGroup {...field} value={field.value ?? ''} aria-labelledby={reasonLabelId}>
                  {REPORT_REASONS.map((value) => (
                    <FormControlLabel
                      key={value}
                      value={value}
                      control={<Radio />}
                      label={REASON_LABELS[value]}
                    />
                  ))}
                </RadioGroup>
              )}
            />
            {reasonError && <FormHelperText>{reasonError}</FormHelperText>}
          </FormControl>
          <FormTextField<ReportFormValues>
            name="note"
            label={reason === 'other' ? 'What is wrong?' : 'Anything to add? (optional)'}
            multiline
            minRows={2}
            disabled={isPending}
            maxLength={NOTE_MAX}
            hint={`${formatCount(note.length)} / ${formatCount(NOTE_MAX)} characters`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" loading={isPending} loadingPosition="start">
            {isPending ? 'Reporting...' : 'Report'}
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
