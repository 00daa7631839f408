// "Delete my account" on /profile/edit: a dialog in which the member types their e-mail address; the confirm
// button stays disabled until it matches, and shows its progress while the deletion runs. After the deletion (or on
// finding the account already deleted) the member is signed out and lands on the home page with a toast. The API
// refuses the last administrator with its own message, shown in the dialog.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '@/components/toast';
import { paths } from '@/config/paths';
import { useDeleteAccount } from '@/features/profiles/api/delete-account';

export const DELETE_ACCOUNT_TEXTS = {
  heading: 'Delete my account',
  explanation:
    'Deleting your account removes your profile, your ideas and their pitch decks, your ratings and your comments. This cannot be undone.',
  button: 'Delete my account',
  dialogTitle: 'Delete your account?',
  fieldLabel: 'Your e-mail address',
  deleted: 'Your account has been deleted.',
} as const;

const sameEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase();

export function DeleteAccountSection({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Card variant="outlined" sx={{ mt: 3, borderColor: 'error.main' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {DELETE_ACCOUNT_TEXTS.heading}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {DELETE_ACCOUNT_TEXTS.explanation}
        </Typography>
        <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
          {DELETE_ACCOUNT_TEXTS.button}
        </Button>
        {open && <DeleteAccountDialog email={email} onClose={() => setOpen(false)} />}
      </CardContent>
    </Card>
  );
}

export function DeleteAccountDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const pending = deleteAccount.isPending;

  // mutateAsync rather than mutate's callbacks: the deletion ends the session, the profile page's guard unmounts
  // this dialog, and an unmounted dialog's callbacks never run, so the toast would go missing.
  async function confirm() {
    setFailure(null);
    let message: string | undefined;
    try {
      message = await deleteAccount.mutateAsync({ email: typed.trim() });
    } catch (error) {
      setFailure((error as Error).message);
      return;
    }
    enqueueSnackbar(message ?? DELETE_ACCOUNT_TEXTS.deleted, { variant: 'success' });
    void navigate(paths.home.getHref(), { replace: true });
  }

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby="delete-account-title"
      aria-describedby="delete-account-text"
    >
      <DialogTitle id="delete-account-title">{DELETE_ACCOUNT_TEXTS.dialogTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-account-text" sx={{ mb: 2 }}>
          {DELETE_ACCOUNT_TEXTS.explanation} Type your e-mail address, {email}, to confirm.
        </DialogContentText>
        <TextField
          label={DELETE_ACCOUNT_TEXTS.fieldLabel}
          type="email"
          autoComplete="off"
          fullWidth
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          disabled={pending}
        />
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          Cancel
        </Button>
        <Button
          onClick={() => void confirm()}
          color="error"
          variant="contained"
          loading={pending}
          loadingPosition="start"
          disabled={!sameEmail(typed, email)}
        >
          {pending ? 'Deleting...' : DELETE_ACCOUNT_TEXTS.button}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
