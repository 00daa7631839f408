// The dashboard's Roadmap tab (docs/product-spec.md section 2): the roadmap by quarter, as the public sees it, with
// 'Add item', and per item Move up and Move down (within its quarter), Edit (label, quarter, theme, status), Delete
// after a confirmation, its ideas (each can be taken off) and 'Link idea'. Each write toasts the API's message, or
// its refusal; while one is in flight its button shows progress and every other write is disabled.
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import AddLinkIcon from '@mui/icons-material/AddLink';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminRoadmapItem, RoadmapIdea, RoadmapItemInput } from '@schemas/roadmap.ts';
import { useSnackbar } from '@/components/toast';
import { useAdminRoadmap, useRoadmapWrite, type RoadmapWrite } from '@/features/roadmap/api/admin-roadmap';
import { useRoadmap } from '@/features/roadmap/api/get-roadmap';
import { useRoadmapLink, type RoadmapLinkChange } from '@/features/roadmap/api/link-idea';
import { LinkIdeaDialog } from '@/features/roadmap/components/link-idea-dialog';
import { RoadmapItemDialog } from '@/features/roadmap/components/roadmap-item-dialog';
import { StatusChip } from '@/features/roadmap/components/status-chip';
import { serverMessage } from '@/lib/api-errors';
import { LoadingStatus } from '@/components/ui/loading-status';

type Editing = { kind: 'add' } | { kind: 'edit' | 'delete' | 'link'; item: AdminRoadmapItem };

const NO_IDEAS: RoadmapIdea[] = [];

/** Each item's ideas, as the public roadmap lists them (approved ideas only). */
function useIdeasByItem(): ReadonlyMap<number, RoadmapIdea[]> {
  const roadmap = useRoadmap();
  return new Map(
    roadmap.data?.flatMap((quarter) => quarter.items.map((item) => [item.id, item.ideas])) ?? [],
  );
}

const NEW_ITEM: RoadmapItemInput = { label: '', quarter: '', theme: '', status: 'planned' };

const toInput = ({ label, quarter, theme, status }: AdminRoadmapItem): RoadmapItemInput => ({
  label,
  quarter,
  theme,
  status,
});

/** The items grouped by quarter, in the order the API lists them. */
function byQuarter(items: AdminRoadmapItem[]) {
  const groups: { quarter: string; theme: string; items: AdminRoadmapItem[] }[] = [];
  for (const item of items) {
    const group = groups.find((g) => g.quarter === item.quarter);
    if (group) group.items.push(item);
    else groups.push({ quarter: item.quarter, theme: item.theme, items: [item] });
  }
  return groups;
}

export function RoadmapEditor() {
  const roadmap = useAdminRoadmap();
  const change = useRoadmapWrite();
  const linking = useRoadmapLink();
  const ideasByItem = useIdeasByItem();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  const busy = change.isPending || linking.isPending;

  const outcome = {
    onSuccess: ({ message }: { message?: string }) => {
      enqueueSnackbar(message ?? 'Roadmap updated.', { variant: 'success', autoHideDuration: 3000 });
      close();
    },
    onError: (error: Error) =>
      enqueueSnackbar(serverMessage(error) ?? 'Failed to update the roadmap', {
        variant: 'error',
        autoHideDuration: 5000,
      }),
  };
  // Each hook sends one write at a time, however fast the clicks (the shared in-flight guard).
  const run = (write: RoadmapWrite) => change.mutate(write, outcome);
  const link = (linkChange: RoadmapLinkChange) => linking.mutate(linkChange, outcome);

  return (
    <section aria-labelledby="roadmap-editor-heading">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-end', mb: 3, gap: 2 }}>
        <Box>
          <Typography id="roadmap-editor-heading" variant="h5" component="h2">
            Roadmap
          </Typography>
          <Typography color="textSecondary">
            Keep the public roadmap true to what is built and planned
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={busy}
          onClick={() => setEditing({ kind: 'add' })}
        >
          Add item
        </Button>
      </Stack>
      {roadmap.isError ? (
        <Alert severity="error">{`Error loading the roadmap: ${roadmap.error.message}`}</Alert>
      ) : roadmap.isPending ? (
        <LoadingStatus text="Loading the roadmap..." />
      ) : (
        <Stack spacing={3}>
          {byQuarter(roadmap.data).map((group) => (
            <Paper
              key={group.quarter}
              variant="outlined"
              component="section"
              aria-label={group.quarter}
              sx={{ p: 2 }}
            >
              <Typography variant="h6" component="h3">{`${group.quarter} · ${group.theme}`}</Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
                {group.items.map((item, index) => (
                  <ItemRow
                    key={item.id}
                    item={item}
                    first={index === 0}
                    last={index === group.items.length - 1}
                    busy={busy}
                    ideas={ideasByItem.get(item.id) ?? NO_IDEAS}
                    moving={
                      change.isPending && change.variables.kind === 'move' && change.variables.id === item.id
                        ? change.variables.direction
                        : null
                    }
                    onMove={(direction) => run({ kind: 'move', id: item.id, direction })}
                    onEdit={() => setEditing({ kind: 'edit', item })}
                    onDelete={() => setEditing({ kind: 'delete', item })}
                    onLink={() => setEditing({ kind: 'link', item })}
                    onUnlink={(idea) => link({ kind: 'unlink', ideaId: idea.id })}
                  />
                ))}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <RoadmapItemDialog
        open={editing?.kind === 'add' || editing?.kind === 'edit'}
        title={editing?.kind === 'edit' ? 'Edit roadmap item' : 'Add roadmap item'}
        initial={editing?.kind === 'edit' ? toInput(editing.item) : NEW_ITEM}
        isPending={change.isPending}
        onCancel={close}
        onSave={(input) => {
          // A click that lands while the dialog closes after a save has nothing left to save.
          if (editing?.kind === 'add') run({ kind: 'add', input });
          else if (editing?.kind === 'edit') run({ kind: 'update', id: editing.item.id, input });
        }}
      />
      <LinkIdeaDialog
        itemLabel={editing?.kind === 'link' ? editing.item.label : null}
        isPending={linking.isPending}
        onCancel={close}
        onLink={(ideaId) =>
          editing?.kind === 'link' && link({ kind: 'link', ideaId, itemId: editing.item.id })
        }
      />
      <Dialog
        open={editing?.kind === 'delete'}
        onClose={change.isPending ? undefined : close}
        aria-labelledby="roadmap-delete-title"
      >
        <DialogTitle id="roadmap-delete-title">Delete roadmap item</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {editing?.kind === 'delete'
              ? `Are you sure you want to delete '${editing.item.label}' from the roadmap? This action cannot be undone.`
              : ' '}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={change.isPending} autoFocus>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            loading={change.isPending}
            loadingPosition="start"
            onClick={() => editing?.kind === 'delete' && run({ kind: 'delete', id: editing.item.id })}
          >
            {change.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}

interface ItemRowProps {
  item: AdminRoadmapItem;
  first: boolean;
  last: boolean;
  busy: boolean;
  /** The move of this item in flight, if any: its button shows progress. */
  moving: 'up' | 'down' | null;
  onMove: (direction: 'up' | 'down') => void;
  /** The approved ideas on the item. */
  ideas: RoadmapIdea[];
  onEdit: () => void;
  onDelete: () => void;
  onLink: () => void;
  onUnlink: (idea: RoadmapIdea) => void;
}

function ItemRow(props: ItemRowProps) {
  const { item, ideas, busy, onLink, onUnlink } = props;
  return (
    <Box component="li">
      <ItemActions {...props} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5, alignItems: 'center' }}>
        {ideas.map((idea) => (
          <Stack key={idea.id} direction="row" sx={{ alignItems: 'center' }}>
            <Chip size="small" variant="outlined" label={idea.title} />
            <IconButton
              size="small"
              aria-label={`Remove ${idea.title} from ${item.label}`}
              disabled={busy}
              onClick={() => onUnlink(idea)}
            >
              <LinkOffIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
        <Button size="small" startIcon={<AddLinkIcon />} disabled={busy} onClick={onLink}>
          Link idea
        </Button>
      </Stack>
    </Box>
  );
}

function ItemActions({ item, first, last, busy, moving, onMove, onEdit, onDelete }: ItemRowProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography sx={{ flex: 1, minWidth: 160 }}>{item.label}</Typography>
      <StatusChip status={item.status} />
      <IconButton
        aria-label={`Move ${item.label} up`}
        disabled={busy || first}
        loading={moving === 'up'}
        onClick={() => onMove('up')}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        aria-label={`Move ${item.label} down`}
        disabled={busy || last}
        loading={moving === 'down'}
        onClick={() => onMove('down')}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={`Edit ${item.label}`} disabled={busy} onClick={onEdit}>
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={`Delete ${item.label}`} disabled={busy} onClick={onDelete}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
