// The author's Edit and Delete buttons on the idea page. A deleted idea leaves the page for /.
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

export function IdeaOwnerActions({ idea }: { idea: Idea }) {
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const deleteIdea = useDeleteIdea();
  const close = () => setDialog(null);

  const confirmDelete = () =>
    deleteIdea.mutate(idea.id, {
      onSuccess: () => {
        enqueueSnackbar('Idea deleted successfully!', { variant: 'success' });
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
        <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
          Edit
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => setDialog('delete')}
        >
          Delete
        </Button>
      </Stack>
      <IdeaEditDialog idea={idea} open={dialog === 'edit'} onClose={close} />
      <DeleteIdeaDialog
        open={dialog === 'delete'}
        onClose={close}
        onConfirm={confirmDelete}
        isPending={deleteIdea.isPending}
      />
    </>
  );
}
