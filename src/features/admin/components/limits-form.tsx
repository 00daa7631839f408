// The dashboard's Limits tab: how many of each write one member may make in a minute, an hour or a day (new ideas,
// edits of one idea, comments, landing pages, reports), as a small table whose counts an administrator changes
// and saves at once. A count the API refuses is said under its field; a save toasts, and the table shows the
// limits as the answer holds them. Every change is recorded in the audit log by the API.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import type { WriteLimitAction, WriteLimitWindow } from '@schemas/constants.ts';
import {
  MAX_COUNT_BOUNDS,
  writeLimitsChangeSchema,
  type WriteLimit,
  type WriteLimitsChange,
} from '@schemas/limits.ts';
import { useSnackbar } from '@/components/toast';
import { ErrorRetry } from '@/components/ui/error-retry';
import { FormTextField } from '@/components/ui/form-text-field';
import { useWriteLimits } from '@/features/admin/api/get-write-limits';
import { useSaveWriteLimits } from '@/features/admin/api/save-write-limits';
import { serverMessage } from '@/lib/api-errors';
import { setApiFieldErrors } from '@/lib/form-errors';

const ACTION_NAMES: Record<WriteLimitAction, string> = {
  idea: 'New ideas',
  idea_edit: 'Edits of one idea',
  comment: 'Comments',
  landing_page: 'New landing pages',
  report: 'Reports',
};

const WINDOW_NAMES: Record<WriteLimitWindow, string> = { minute: 'a minute', hour: 'an hour', day: 'a day' };

export const LIMITS_SAVED = 'Limits saved.';

const toForm = (limits: WriteLimit[]): WriteLimitsChange => ({
  limits: limits.map(({ action, per, maxCount }) => ({ action, per, maxCount })),
});

export function LimitsPanel() {
  const limits = useWriteLimits();
  if (limits.isPending || (limits.isError && limits.isFetching)) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Loading limits...</Typography>
      </Box>
    );
  }
  if (limits.isError) {
    return (
      <ErrorRetry onRetry={() => void limits.refetch()}>
        <AlertTitle component="h2">The limits could not be loaded</AlertTitle>
        {serverMessage(limits.error) ?? 'Please try again.'}
      </ErrorRetry>
    );
  }
  if (limits.data.length === 0)
    return <Alert severity="info">No write limits are set: members write freely.</Alert>;
  // Keyed by the saved values: a save (or another administrator's, once refetched) starts the form afresh.
  return <LimitsForm key={JSON.stringify(toForm(limits.data))} limits={limits.data} />;
}

function LimitsForm({ limits }: { limits: WriteLimit[] }) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveWriteLimits();
  const form = useForm<WriteLimitsChange>({
    resolver: zodResolver(writeLimitsChangeSchema),
    defaultValues: toForm(limits),
  });
  const fields = limits.map((_, index) => `limits.${index}.maxCount`);
  const submit = form.handleSubmit((change) =>
    save.mutate(change, {
      onSuccess: () => enqueueSnackbar(LIMITS_SAVED, { variant: 'success' }),
      onError: (error) => {
        if (setApiFieldErrors(error, form.setError, fields) > 0) return;
        enqueueSnackbar(serverMessage(error) ?? 'The limits could not be saved. Please try again.', {
          variant: 'error',
        });
      },
    }),
  );
  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        aria-label="Write limits"
        onSubmit={(event) => void submit(event)}
      >
        <Typography color="textSecondary">
          The most writes of each kind one member may make. A member past a limit is told when to try again.
          An administrator&apos;s edit of someone else&apos;s idea is moderation and is not counted.
        </Typography>
        {/* The words never break: below its width the table scrolls sideways. */}
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Write limits" sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
            <TableHead>
              <TableRow>
                <TableCell>Write</TableCell>
                <TableCell>Per</TableCell>
                <TableCell sx={{ minWidth: 120 }}>At most</TableCell>
                <TableCell>Last changed</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {limits.map((limit, index) => {
                const name = `${ACTION_NAMES[limit.action]}, ${WINDOW_NAMES[limit.per]}`;
                return (
                  <TableRow key={`${limit.action}/${limit.per}`}>
                    <TableCell component="th" scope="row">
                      {ACTION_NAMES[limit.action]}
                    </TableCell>
                    <TableCell>{WINDOW_NAMES[limit.per]}</TableCell>
                    <TableCell>
                      <FormTextField<WriteLimitsChange>
                        name={`limits.${index}.maxCount`}
                        asNumber
                        type="number"
                        size="small"
                        disabled={save.isPending}
                        slotProps={{
                          htmlInput: {
                            'aria-label': name,
                            min: MAX_COUNT_BOUNDS.min,
                            max: MAX_COUNT_BOUNDS.max,
                            step: 1,
                            inputMode: 'numeric',
                          },
                        }}
                      />
                    </TableCell>
                    <TableCell>{new Date(limit.updatedAt).toLocaleDateString()}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending} loadingPosition="start">
            {save.isPending ? 'Saving...' : 'Save limits'}
          </Button>
        </Box>
      </Stack>
    </FormProvider>
  );
}
