// Edit from the admin review queue (the admin route hands this to the dashboard): the queue holds only part of an
// idea, so the whole idea is loaded first, then the edit dialog opens in admin mode (PUT /api/admin/ideas/{id}).
// A saved edit refetches every idea list, the review queue among them.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIdea } from '@/features/ideas/api/get-idea';
import { IdeaEditDialog } from '@/features/ideas/components/idea-edit-dialog';
import { serverMessage } from '@/lib/api-errors';

export function AdminIdeaEditor({ ideaId, onClose }: { ideaId: string; onClose: () => void }) {
  const titleId = useId();
  const idea = useIdea(ideaId);
  if (idea.data) return <IdeaEditDialog idea={idea.data} open onClose={onClose} variant="admin" />;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Edit Idea (Admin)</DialogTitle>
      <DialogContent>
        {idea.isError ? (
          <Alert severity="error">{serverMessage(idea.error) ?? 'Failed to load the idea.'}</Alert>
        ) : (
          <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 2 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>Loading idea...</Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
