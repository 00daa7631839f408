// One comment: author, relative date, 'edited', the text, and the actions the reader may take. A comment hidden by a
// moderator reads 'Removed by a moderator' to everyone but its author and administrators, who see its text and why.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { Comment } from '@schemas/comments.ts';
import { useSnackbar } from '@/components/toast';
import { useDeleteComment } from '@/features/comments/api/delete-comment';
import { useUnhideComment } from '@/features/comments/api/unhide-comment';
import { useUpdateComment } from '@/features/comments/api/update-comment';
import { CommentBody } from '@/features/comments/components/comment-body';
import { CommentForm } from '@/features/comments/components/comment-form';
import { RelativeTime } from '@/components/ui/relative-time';
import { commentAnchor } from '@/config/anchors';
import { highlightSx, useHashTarget } from '@/hooks/use-hash-target';

interface CommentItemProps {
  comment: Comment;
  isAdmin: boolean;
  /** The reply form's toggle; only top-level comments get one. */
  replyAction?: ReactNode;
  /** The report action, from the page (the reports feature); offered on others' comments that are shown. */
  reportAction?: (comment: Comment) => ReactNode;
}

export const REMOVED_TEXT = 'Removed by a moderator';

export function CommentItem({ comment, isAdmin, replyAction, reportAction }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateComment();
  const remove = useDeleteComment();
  const unhide = useUnhideComment();
  const { enqueueSnackbar } = useSnackbar();
  const target = useHashTarget<HTMLElement>(commentAnchor(comment.id));
  if (comment.isDeleted) {
    return (
      <Typography variant="body2" color="textSecondary" sx={{ fontStyle: 'italic' }}>
        [deleted]
      </Typography>
    );
  }
  // The dialog stays until the server answered, its button showing the delete under way.
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync({ id: comment.id, ideaId: comment.ideaId });
      enqueueSnackbar('Comment deleted.', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(error instanceof Error ? error.message : 'The comment could not be deleted.', {
        variant: 'error',
      });
    } finally {
      setConfirming(false);
    }
  };
  const deleting = remove.isPending;
  const showAgain = async () => {
    try {
      await unhide.mutateAsync({ id: comment.id, ideaId: comment.ideaId });
      enqueueSnackbar('Comment shown again.', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(error instanceof Error ? error.message : 'The comment could not be shown again.', {
        variant: 'error',
      });
    }
  };
  return (
    <Box
      component="article"
      aria-label={`Comment by ${comment.author?.displayName ?? 'a former member'}`}
      {...target}
      sx={highlightSx}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="span">
          {comment.author?.displayName ?? 'Former member'}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          <RelativeTime value={comment.createdAt} focusable />
        </Typography>
        {comment.editedAt && (
          <Typography variant="caption" color="textSecondary">
            edited
          </Typography>
        )}
      </Stack>
      {editing ? (
        <CommentForm
          label="Edit your comment"
          submitLabel="Save"
          draft={{ form: 'comment-edit', id: comment.id }}
          initialBody={comment.body ?? ''}
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            await update.mutateAsync({ id: comment.id, ideaId: comment.ideaId, body });
            setEditing(false);
          }}
        />
      ) : comment.isHidden && comment.body === null ? (
        <Typography variant="body2" color="textSecondary" sx={{ fontStyle: 'italic' }}>
          {REMOVED_TEXT}
        </Typography>
      ) : (
        <CommentBody body={comment.body ?? ''} />
      )}
      {comment.isHidden && comment.body !== null && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {comment.isOwn ? 'A moderator hid your comment' : 'Hidden by a moderator'}
          {comment.hiddenReason ? `: ${comment.hiddenReason}` : ''}. Everyone else sees “{REMOVED_TEXT}”.
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        {replyAction}
        {!comment.isOwn && !comment.isHidden && reportAction?.(comment)}
        {isAdmin && comment.isHidden && (
          <Button
            size="small"
            onClick={() => void showAgain()}
            loading={unhide.isPending}
            disabled={unhide.isPending}
          >
            Unhide
          </Button>
        )}
        {comment.isOwn && !comment.isHidden && !editing && (
          <Button size="small" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
        {(comment.isOwn || isAdmin) && (
          <Button size="small" color="error" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        )}
      </Stack>
      <Dialog open={confirming} onClose={deleting ? undefined : () => setConfirming(false)}>
        <DialogTitle>Delete this comment?</DialogTitle>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={deleting}>
            Cancel
          </Button>
          <Button
            color="error"
            onClick={() => void confirmDelete()}
            loading={deleting}
            loadingPosition="start"
            disabled={deleting}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
