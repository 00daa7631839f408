// 'Confirm Action' before a promotion or demotion, or a move between the free and premium plans
// (docs/product-spec.md sections 2 and 4). Its outcome is toasted as approve and reject do. It closes on success; on failure it stays open, the error is logged, and the API's
// reason is shown (the last administrator cannot be demoted: 409 'The last administrator cannot be demoted').
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { AdminUser } from '@schemas/admin.ts';
import { useDemoteUser } from '@/features/admin/api/demote-user';
import { usePromoteUser } from '@/features/admin/api/promote-user';
import { useSetUserTier } from '@/features/admin/api/set-user-tier';
import { useAdminToast } from '@/features/admin/hooks/use-admin-toast';
import { serverMessage } from '@/lib/api-errors';
import { userName } from '@/utils/format';

export type RoleAction = 'promote' | 'demote' | 'premium' | 'free';

const TEXTS: Record<
  RoleAction,
  {
    button: string;
    pending: string;
    consequence: string;
    done: string;
    failed: string;
    question: (name: string) => string;
  }
> = {
  promote: {
    button: 'Promote',
    pending: 'Promoting...',
    question: (name) => `promote ${name}`,
    consequence: 'This will give them admin privileges.',
    done: 'User promoted to administrator.',
    failed: 'Failed to promote user',
  },
  demote: {
    button: 'Demote',
    pending: 'Demoting...',
    question: (name) => `demote ${name}`,
    consequence: 'This will remove their admin privileges.',
    done: 'User demoted.',
    failed: 'Failed to demote user',
  },
  premium: {
    button: 'Make premium',
    pending: 'Saving...',
    question: (name) => `move ${name} to the premium plan`,
    consequence: 'They will be able to create and publish landing pages.',
    done: 'User moved to the premium plan.',
    failed: 'Failed to change the plan',
  },
  free: {
    button: 'Make free',
    pending: 'Saving...',
    question: (name) => `move ${name} to the free plan`,
    consequence: 'Their published landing pages stay online but can no longer be edited.',
    done: 'User moved to the free plan.',
    failed: 'Failed to change the plan',
  },
};

interface RoleChangeDialogProps {
  user: AdminUser;
  action: RoleAction;
  open: boolean;
  onClose: () => void;
}

export function RoleChangeDialog({ user, action, open, onClose }: RoleChangeDialogProps) {
  const titleId = useId();
  const textId = useId();
  const toast = useAdminToast();
  const texts = TEXTS[action];
  // The toasts sit on the mutations, so they show even though the dialog closes on success.
  const mutationConfig = {
    onSuccess: () => toast.success(texts.done),
    onError: (error: Error) => {
      console.error(`Failed to ${action} user ${user.uid}:`, error);
      toast.error(texts.failed);
    },
  };
  const promote = usePromoteUser({ mutationConfig });
  const demote = useDemoteUser({ mutationConfig });
  const tier = useSetUserTier({ mutationConfig });
  const mutation = action === 'promote' ? promote : action === 'demote' ? demote : tier;
  const pending = mutation.isPending;

  const confirm = () =>
    action === 'promote' || action === 'demote'
      ? (action === 'promote' ? promote : demote).mutate(user.uid, { onSuccess: onClose })
      : tier.mutate({ uid: user.uid, tier: action }, { onSuccess: onClose });

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Confirm Action</DialogTitle>
      <DialogContent id={textId}>
        <DialogContentText>{`Are you sure you want to ${texts.question(userName(user))}?`}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{texts.consequence}</DialogContentText>
        {mutation.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {serverMessage(mutation.error) ?? `${texts.failed}. Please try again.`}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button
          onClick={confirm}
          variant="contained"
          color={action === 'demote' || action === 'free' ? 'error' : 'primary'}
          loading={pending}
          loadingPosition="start"
        >
          {pending ? texts.pending : texts.button}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
