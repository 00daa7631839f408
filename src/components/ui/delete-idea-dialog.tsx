// The delete confirmation (docs/product-spec.md section 2: the idea page and the admin dashboard): the caller does
// the deleting.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface DeleteIdeaDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  isPending?: boolean;
}

export function DeleteIdeaDialog({ open, onClose, onConfirm, isPending = false }: DeleteIdeaDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onClose}
      aria-labelledby="delete-idea-title"
      aria-describedby="delete-idea-text"
    >
      <DialogTitle id="delete-idea-title">Delete Idea</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-idea-text">
          Are you sure you want to delete this idea? It goes to the trash, where an administrator can restore
          it within 30 days.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending} autoFocus>
          Cancel
        </Button>
        <Button
          onClick={onConfirm}
          color="error"
          variant="contained"
          loading={isPending}
          loadingPosition="start"
        >
          {isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
