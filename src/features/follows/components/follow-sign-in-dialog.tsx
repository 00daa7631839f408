// What a visitor's click on Follow opens (./follow-button.tsx): a file of its own, as MUI's Dialog brings its modal
// and focus trap, which the idea page's first paint does not need.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { returnStateFor } from '@/lib/auth/return-path';

export function FollowSignInDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const location = useLocation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Sign in to follow this idea</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Members who follow an idea hear of its changes, new comments and roadmap moves.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Not now</Button>
        <Button
          component={RouterLink}
          to={paths.login.getHref()}
          state={returnStateFor(location)}
          variant="contained"
        >
          Sign in
        </Button>
      </DialogActions>
    </Dialog>
  );
}
