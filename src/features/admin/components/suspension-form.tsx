// The Suspend dialog's form: for a number of days or until a date (the suspension ends at the start of that day,
// local time), and the reason the member is told, counted down to the API's bound. The bounds are the API's own
// (SUSPENSION_BOUNDS): 1 to 365 days, a date after today and at most 365 days ahead, a reason of 1 to 500 characters.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SUSPENSION_BOUNDS, type SuspendInput } from '@schemas/suspension.ts';
import { FormTextField } from '@/components/ui/form-text-field';
import { formatCount } from '@/utils/format';

const DAY_MS = 24 * 60 * 60 * 1000;
const { days: DAYS, reason: REASON } = SUSPENSION_BOUNDS;

/** The start of a yyyy-mm-dd day in local time, or NaN. */
const startOfDay = (date: string) => new Date(`${date}T00:00:00`).getTime();

const suspendFormSchema = z
  .object({
    mode: z.enum(['days', 'date']),
    days: z.number(),
    date: z.string(),
    reason: z
      .string()
      .trim()
      .min(1, 'Give the member a reason')
      .max(REASON.max, `The reason can be at most ${REASON.max} characters`),
  })
  .superRefine(({ mode, days, date }, ctx) => {
    if (mode === 'days' && !(Number.isInteger(days) && days >= DAYS.min && days <= DAYS.max)) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: `Enter ${DAYS.min} to ${DAYS.max} days` });
    }
    const end = startOfDay(date);
    if (mode === 'date' && !(end > Date.now() && end <= Date.now() + DAYS.max * DAY_MS)) {
      ctx.addIssue({
        code: 'custom',
        path: ['date'],
        message: `Pick a day after today, within ${DAYS.max} days`,
      });
    }
  });
type SuspendFormValues = z.input<typeof suspendFormSchema>;
type SuspendFormOutput = z.output<typeof suspendFormSchema>;

export const suspensionReasonCounter = (length: number) =>
  length >= REASON.max
    ? `Limit reached: ${formatCount(REASON.max)} characters`
    : `${formatCount(length)} / ${formatCount(REASON.max)} characters`;

/** What the API is sent: the days, or the chosen day's start as an instant. */
function toInput({ mode, days, date, reason }: SuspendFormOutput): SuspendInput {
  return mode === 'days' ? { days, reason } : { until: new Date(startOfDay(date)).toISOString(), reason };
}

interface SuspensionFormProps {
  titleId: string;
  name: string;
  pending: boolean;
  /** The API's refusal, shown above the buttons. */
  error?: string;
  onCancel: () => void;
  onConfirm: (input: SuspendInput) => void;
}

export function SuspensionForm({ titleId, name, pending, error, onCancel, onConfirm }: SuspensionFormProps) {
  const form = useForm<SuspendFormValues, unknown, SuspendFormOutput>({
    resolver: zodResolver(suspendFormSchema),
    defaultValues: { mode: 'days', days: 7, date: '', reason: '' },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const length = (useWatch({ control: form.control, name: 'reason' }) ?? '').length;
  const modeLabelId = useId();
  const submit = form.handleSubmit((values) => onConfirm(toInput(values)));

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{`Suspend ${name}`}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            They can still sign in and read, but cannot post, rate, comment or edit until the suspension ends.
          </DialogContentText>
          <Stack spacing={2}>
            <FormControl disabled={pending}>
              <FormLabel id={modeLabelId}>Suspend for</FormLabel>
              <Controller
                control={form.control}
                name="mode"
                render={({ field }) => (
                  <RadioGroup row aria-labelledby={modeLabelId} {...field}>
                    <FormControlLabel value="days" control={<Radio />} label="A number of days" />
                    <FormControlLabel value="date" control={<Radio />} label="Until a date" />
                  </RadioGroup>
                )}
              />
            </FormControl>
            {mode === 'days' ? (
              <FormTextField<SuspendFormValues>
                name="days"
                label="Days"
                type="number"
                asNumber
                disabled={pending}
                slotProps={{ htmlInput: { min: DAYS.min, max: DAYS.max, step: 1 } }}
              />
            ) : (
              <FormTextField<SuspendFormValues>
                name="date"
                label="Until"
                type="date"
                disabled={pending}
                hint="The suspension ends as this day begins."
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
            <FormTextField<SuspendFormValues>
              name="reason"
              label="Reason (the member is told)"
              multiline
              minRows={3}
              disabled={pending}
              maxLength={REASON.max}
              hint={suspensionReasonCounter(length)}
            />
          </Stack>
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" loading={pending} loadingPosition="start">
            {pending ? 'Suspending...' : 'Suspend'}
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
