// Suspend, Unsuspend and Void ratings from User Management (docs/product-spec.md section 2). Suspend asks for the
// length and the reason; lifting a suspension and voiding ratings ask for a confirmation, the latter naming how many
// ratings go. Each outcome is toasted as the role changes are; on failure the dialog stays open with the API's reason
// (an administrator cannot be suspended: 409).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { AdminUser } from '@schemas/admin.ts';
import { useSuspendUser } from '@/features/admin/api/suspend-user';
import { useUnsuspendUser } from '@/features/admin/api/unsuspend-user';
import { useVoidRatings } from '@/features/admin/api/void-ratings';
import { SuspensionForm } from '@/features/admin/components/suspension-form';
import { useAdminToast } from '@/features/admin/hooks/use-admin-toast';
import { serverMessage } from '@/lib/api-errors';
import { countOf, userName } from '@/utils/format';

export const SUSPENSION_ACTIONS = ['suspend', 'unsuspend', 'void'] as const;
export type SuspensionAction = (typeof SUSPENSION_ACTIONS)[number];

export const isSuspensionAction = (action: string): action is SuspensionAction =>
  (SUSPENSION_ACTIONS as readonly string[]).includes(action);

interface SuspensionDialogProps {
  user: AdminUser;
  action: SuspensionAction;
  open: boolean;
  onClose: () => void;
}

export function SuspensionDialog({ user, action, open, onClose }: SuspensionDialogProps) {
  const titleId = useId();
  const toast = useAdminToast();
  const failed = (what: string) => (error: Error) => {
    console.error(`Failed to ${what} ${user.uid}:`, error);
    toast.error(`Failed to ${what}`);
  };
  const suspend = useSuspendUser({
    mutationConfig: {
      onSuccess: () => toast.success('Member suspended.'),
      onError: failed('suspend the member'),
    },
  });
  const unsuspend = useUnsuspendUser({
    mutationConfig: {
      onSuccess: () => toast.success('Suspension lifted.'),
      onError: failed('lift the suspension'),
    },
  });
  const voiding = useVoidRatings({
    mutationConfig: {
      onSuccess: ({ voided }) => toast.success(`${countOf(voided, 'rating')} voided.`),
      onError: failed('void the ratings'),
    },
  });
  const mutation = action === 'suspend' ? suspend : action === 'unsuspend' ? unsuspend : voiding;
  const pending = mutation.isPending;
  const error = mutation.isError ? (serverMessage(mutation.error) ?? 'Please try again.') : undefined;
  const name = userName(user);
  const ratings = user.suspension?.ratings ?? 0;

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      {action === 'suspend' ? (
        <SuspensionForm
          titleId={titleId}
          name={name}
          pending={pending}
          error={error}
          onCancel={onClose}
          onConfirm={(input) => suspend.mutate({ uid: user.uid, input }, { onSuccess: onClose })}
        />
      ) : (
        <>
          <DialogTitle id={titleId}>
            {action === 'unsuspend' ? `Unsuspend ${name}` : `Void ratings of ${name}`}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>
              {action === 'unsuspend'
                ? 'They will be able to post, rate, comment and edit again at once.'
                : `All ${countOf(ratings, 'rating')} by ${name} will be deleted, and the scores of the ideas they rated recomputed without them. This cannot be undone.`}
            </DialogContentText>
            {error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button
              variant="contained"
              color={action === 'void' ? 'error' : 'primary'}
              loading={pending}
              loadingPosition="start"
              onClick={() =>
                (action === 'unsuspend' ? unsuspend : voiding).mutate(user.uid, { onSuccess: onClose })
              }
            >
              {action === 'unsuspend'
                ? pending
                  ? 'Unsuspending...'
                  : 'Unsuspend'
                : pending
                  ? 'Voiding...'
                  : `Void ${countOf(ratings, 'rating')}`}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
