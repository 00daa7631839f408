// The Trash tab of the admin dashboard: the deleted ideas, newest first, with who deleted each, when, and the day the
// purge removes it; Restore gives an idea back as it was. Paged by 20 when there are more.
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { TrashedIdea } from '@schemas/trash.ts';
import { useSnackbar } from '@/components/toast';
import { TRASH_PAGE_SIZE, useTrash } from '@/features/admin/api/get-trash';
import { useRestoreIdea } from '@/features/admin/api/restore-idea';
import { serverMessage } from '@/lib/api-errors';
import { countOf, formatDate } from '@/utils/format';
import { LoadingStatus } from '@/components/ui/loading-status';

export function TrashList() {
  const [page, setPage] = useState(0);
  const trash = useTrash(page);
  // Held here, not by each row: a restored row leaves the list as soon as it is read again, and the toast must
  // still come. One restore at a time; the other rows wait, disabled.
  const { enqueueSnackbar } = useSnackbar();
  const restore = useRestoreIdea();
  const onRestore = (idea: TrashedIdea) =>
    restore.mutate(idea.id, {
      onSuccess: () => enqueueSnackbar(`'${idea.title}' restored.`, { variant: 'success' }),
      onError: (error) =>
        enqueueSnackbar(serverMessage(error) ?? 'Failed to restore the idea. Please try again.', {
          variant: 'error',
        }),
    });
  const pages = trash.data ? Math.ceil(trash.data.total / TRASH_PAGE_SIZE) : 0;

  return (
    <section aria-labelledby="trash-heading">
      <Typography id="trash-heading" variant="h5" component="h2">
        Trash
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        Deleted ideas stay here for 30 days with their ratings, comments and landing pages, then they are
        removed for good.
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>
        {trash.isFetching && !trash.isPending && <LinearProgress aria-label="Updating the trash" />}
      </Box>
      {trash.isError ? (
        <Alert severity="error">{`Error loading the trash: ${trash.error.message}`}</Alert>
      ) : trash.isPending ? (
        <LoadingStatus text="Loading the trash..." />
      ) : trash.data.total === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography>The trash is empty.</Typography>
        </Paper>
      ) : (
        <>
          <Typography color="textSecondary" aria-live="polite" sx={{ mb: 1 }}>
            {`${countOf(trash.data.total, 'deleted idea')}`}
          </Typography>
          <Stack component="ul" spacing={2} aria-label="Deleted ideas" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {trash.data.ideas.map((idea) => (
              <TrashedIdeaItem
                key={idea.id}
                idea={idea}
                onRestore={() => onRestore(idea)}
                restoring={restore.isPending && restore.variables === idea.id}
                disabled={restore.isPending}
              />
            ))}
          </Stack>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={page + 1}
              onChange={(_event, next) => setPage(next - 1)}
              sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
            />
          )}
        </>
      )}
    </section>
  );
}

interface TrashedIdeaItemProps {
  idea: TrashedIdea;
  onRestore: () => void;
  restoring: boolean;
  disabled: boolean;
}

/** How the idea came to the trash; for a merged one, what its restore does. */
function removal(idea: TrashedIdea, by: string) {
  const when = formatDate(idea.deletedAt);
  if (!idea.mergedInto) return `Deleted by ${by} on ${when}.`;
  return (
    `Merged into "${idea.mergedInto.title}" by ${by} on ${when}. Restoring it undoes the merge: its ratings, ` +
    'comments and followers still there come back.'
  );
}

function TrashedIdeaItem({ idea, onRestore, restoring, disabled }: TrashedIdeaItemProps) {
  const deletedBy = idea.deletedBy?.displayName ?? 'a deleted account';
  return (
    <Paper component="li" variant="outlined" aria-label={idea.title} sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {idea.title}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {`By ${idea.author.displayName} · ${idea.status} · ${countOf(idea.totalRatings, 'rating')} · ${countOf(idea.commentCount, 'comment')}`}
          </Typography>
          <Typography variant="body2">{`${removal(idea, deletedBy)} Purged on ${formatDate(idea.purgeAt)}.`}</Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<RestoreFromTrashIcon />}
          onClick={onRestore}
          loading={restoring}
          disabled={disabled && !restoring}
          loadingPosition="start"
          aria-label={`Restore ${idea.title}`}
          sx={{ flexShrink: 0 }}
        >
          {restoring ? 'Restoring...' : 'Restore'}
        </Button>
      </Stack>
    </Paper>
  );
}
