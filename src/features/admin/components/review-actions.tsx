// The actions row of a review-queue card: Approve ('Approving...', a spinner in place of its icon) and Reject, any
// further buttons, all disabled while any of the card's writes is in flight, and 'View Full Details', which opens
// the idea's page in a new tab. Pending ideas and edited ideas share it.
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardActions from '@mui/material/CardActions';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

interface ReviewActionsProps {
  ideaId: string;
  /** 'Approve' for a pending idea, 'Approve edit' for an edited one; 'Reject' likewise. */
  approveLabel: string;
  rejectLabel: string;
  approving: boolean;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  children?: ReactNode;
}

export function ReviewActions({
  ideaId,
  approveLabel,
  rejectLabel,
  approving,
  busy,
  onApprove,
  onReject,
  children,
}: ReviewActionsProps) {
  return (
    <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }} disableSpacing>
      <Button
        variant="contained"
        color="success"
        startIcon={<CheckIcon />}
        loading={approving}
        loadingPosition="start"
        disabled={busy}
        onClick={onApprove}
      >
        {approving ? 'Approving...' : approveLabel}
      </Button>
      <Button variant="outlined" color="error" startIcon={<CloseIcon />} disabled={busy} onClick={onReject}>
        {rejectLabel}
      </Button>
      {children}
      <Box sx={{ flex: 1 }} />
      <Link
        component={RouterLink}
        to={paths.idea.getHref(ideaId)}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        View Full Details
        <OpenInNewIcon fontSize="inherit" aria-hidden />
      </Link>
    </CardActions>
  );
}
