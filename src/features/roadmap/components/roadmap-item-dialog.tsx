// The form of one roadmap item, to add it or to change it (rename, another quarter, theme or status), checked with
// the API's own schema (docs/product-spec.md section 5).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ROADMAP_STATUSES, roadmapItemSchema, type RoadmapItemInput } from '@schemas/roadmap.ts';
import { FormTextField } from '@/components/ui/form-text-field';
import { STATUS_DISPLAY } from '@/features/roadmap/components/status-chip';

interface RoadmapItemDialogProps {
  /** The item as it is, or the defaults of a new one. */
  initial: RoadmapItemInput;
  title: string;
  open: boolean;
  isPending: boolean;
  onCancel: () => void;
  onSave: (input: RoadmapItemInput) => void;
}

export function RoadmapItemDialog({ open, onCancel, isPending, ...form }: RoadmapItemDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      {/* Unmounted while closed, so every opening starts from the item as it is now. */}
      <ItemForm titleId={titleId} onCancel={onCancel} isPending={isPending} {...form} />
    </Dialog>
  );
}

function ItemForm({
  titleId,
  initial,
  title,
  isPending,
  onCancel,
  onSave,
}: Omit<RoadmapItemDialogProps, 'open'> & { titleId: string }) {
  const form = useForm<RoadmapItemInput>({
    resolver: zodResolver(roadmapItemSchema),
    defaultValues: initial,
  });
  const submit = form.handleSubmit(onSave);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <FormTextField<RoadmapItemInput>
              name="label"
              label="Label"
              maxLength={200}
              disabled={isPending}
            />
            <FormTextField<RoadmapItemInput>
              name="quarter"
              label="Quarter"
              hint="Like Q1 2027"
              maxLength={7}
              disabled={isPending}
            />
            <FormTextField<RoadmapItemInput> name="theme" label="Theme" maxLength={60} disabled={isPending} />
            <FormTextField<RoadmapItemInput>
              name="status"
              label="Status"
              select
              defaultValue={initial.status}
              disabled={isPending}
            >
              {ROADMAP_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {STATUS_DISPLAY[status].label}
                </MenuItem>
              ))}
            </FormTextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isPending} loadingPosition="start">
            {isPending ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
