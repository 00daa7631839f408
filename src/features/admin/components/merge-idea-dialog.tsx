// Merging a duplicate into another idea: the review queue's likely duplicates open it with the target chosen, an
// idea's page opens it with a search for the target among the approved ideas. It says what will move before the
// administrator confirms, and the toast says where the duplicate went.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Idea } from '@schemas/ideas.ts';
import { useMergeIdea } from '@/features/admin/api/merge-idea';
import { useAdminToast } from '@/features/admin/hooks/use-admin-toast';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { serverMessage } from '@/lib/api-errors';
import { getIdeasQueryOptions } from '@/lib/ideas';

export interface MergeTarget {
  id: string;
  title: string;
}

interface MergeIdeaDialogProps {
  /** The duplicate. */
  idea: MergeTarget;
  /** The idea to merge into, when the caller already knows it (a likely duplicate). */
  target?: MergeTarget | null;
  onClose: () => void;
  /** After the merge, with the idea the duplicate now lives in. */
  onMerged?: (target: Idea) => void;
}

export const MERGE_FAILED = 'Failed to merge the ideas. Please try again.';
export const mergedToast = (title: string) =>
  `Merged into "${title}". Restore it from the Trash tab to undo.`;

/** What will happen, said before the administrator confirms. */
export function mergeConsequences(duplicate: string, target: string) {
  return (
    `"${duplicate}" goes to the trash and its ratings, comments and followers move to "${target}". A member ` +
    `who rated both keeps their rating of "${target}"; a rating by its author is dropped. Its address will lead ` +
    `to "${target}". Restoring "${duplicate}" from the Trash tab within 30 days undoes the merge.`
  );
}

function TargetSearch({ exclude, onPick }: { exclude: string; onPick: (target: MergeTarget) => void }) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  // Nothing is asked until something is typed: the approved ideas are many.
  const found = useQuery({ ...getIdeasQueryOptions({ search, limit: 6 }), enabled: search !== '' });
  const ideas = search ? (found.data ?? []).filter((idea) => idea.id !== exclude) : [];
  return (
    <>
      <TextField
        autoFocus
        fullWidth
        label="Search approved ideas"
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ mt: 1 }}
      />
      {search && !found.isFetching && ideas.length === 0 && (
        <DialogContentText sx={{ mt: 1 }}>No approved idea matches.</DialogContentText>
      )}
      <List dense aria-label="Ideas to merge into">
        {ideas.map((idea) => (
          <ListItemButton key={idea.id} onClick={() => onPick({ id: idea.id, title: idea.title })}>
            <ListItemText primary={idea.title} secondary={`${idea.totalRatings} ratings`} />
          </ListItemButton>
        ))}
      </List>
    </>
  );
}

export function MergeIdeaDialog({ idea, target = null, onClose, onMerged }: MergeIdeaDialogProps) {
  const titleId = useId();
  const toast = useAdminToast();
  const [chosen, setChosen] = useState<MergeTarget | null>(target);
  const merge = useMergeIdea({
    mutationConfig: {
      onSuccess: (merged) => {
        toast.success(mergedToast(merged.title));
        onClose();
        onMerged?.(merged);
      },
      onError: (error) => toast.error(serverMessage(error) ?? MERGE_FAILED),
    },
  });
  return (
    <Dialog
      open
      onClose={merge.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{`Merge "${idea.title}"`}</DialogTitle>
      <DialogContent>
        {chosen ? (
          <Alert severity="warning">{mergeConsequences(idea.title, chosen.title)}</Alert>
        ) : (
          <TargetSearch exclude={idea.id} onPick={setChosen} />
        )}
      </DialogContent>
      <DialogActions>
        {chosen && !target && (
          <Button onClick={() => setChosen(null)} disabled={merge.isPending}>
            Choose another
          </Button>
        )}
        <Button onClick={onClose} disabled={merge.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="warning"
          disabled={!chosen}
          loading={merge.isPending}
          loadingPosition="start"
          onClick={() => chosen && merge.mutate({ id: idea.id, into: chosen.id })}
        >
          {chosen ? `Merge into "${chosen.title}"` : 'Merge'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
