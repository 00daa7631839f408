// The author's Edit and Delete buttons on the idea page; an administrator reading someone else's idea gets Delete
// alone. A deleted idea goes to the trash and the page is left for /.
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '@/components/toast';
import { DeleteIdeaDialog } from '@/components/ui/delete-idea-dialog';
import { paths } from '@/config/paths';
import { useDeleteIdea } from '@/features/ideas/api/delete-idea';
import { IdeaEditDialog } from '@/features/ideas/components/idea-edit-dialog';
import type { Idea } from '@schemas/ideas.ts';

/** The administrator, unlike the author, can take the idea out of the trash again: each is told what they can do. */
const DELETED = {
  author: 'Deleted. An administrator can restore it within 30 days.',
  admin: 'Idea moved to the trash. You can restore it from the Trash tab within 30 days.',
};

export function IdeaOwnerActions({ idea, asAdmin = false }: { idea: Idea; asAdmin?: boolean }) {
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const deleteIdea = useDeleteIdea();
  const close = () => setDialog(null);

  const confirmDelete = () =>
    deleteIdea.mutate(idea.id, {
      onSuccess: () => {
        enqueueSnackbar(DELETED[asAdmin ? 'admin' : 'author'], { variant: 'success' });
        void navigate(paths.home.getHref());
      },
      onError: () => {
        enqueueSnackbar('Failed to delete idea. Please try again.', { variant: 'error' });
        close();
      },
    });

  return (
    <>
      <Stack direction="row" spacing={1}>
        {!asAdmin && (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
            Edit
          </Button>
        )}
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => setDialog('delete')}
        >
          Delete
        </Button>
      </Stack>
      {!asAdmin && <IdeaEditDialog idea={idea} open={dialog === 'edit'} onClose={close} />}
      <DeleteIdeaDialog
        open={dialog === 'delete'}
        onClose={close}
        onConfirm={confirmDelete}
        isPending={deleteIdea.isPending}
      />
    </>
  );
}
