// Putting an approved idea on a roadmap item: the administrator types part of its title, picks it from the
// approved ideas that match (best score first) and links it. An idea already on another item moves to this one.
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import type { Idea } from '@schemas/ideas.ts';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatScore } from '@/utils/format';
import { useIdeaChoices } from '@/features/roadmap/api/search-ideas';

type Choice = Pick<Idea, 'id' | 'title' | 'finalScore'>;

interface LinkIdeaDialogProps {
  /** The item's label, or null while the dialog is closed. */
  itemLabel: string | null;
  isPending: boolean;
  onCancel: () => void;
  onLink: (ideaId: string) => void;
}

export function LinkIdeaDialog({ itemLabel, isPending, onCancel, onLink }: LinkIdeaDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={itemLabel !== null}
      onClose={isPending ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      {/* Unmounted while closed, so every opening starts with an empty search. */}
      {itemLabel !== null && (
        <LinkForm
          titleId={titleId}
          itemLabel={itemLabel}
          isPending={isPending}
          onCancel={onCancel}
          onLink={onLink}
        />
      )}
    </Dialog>
  );
}

function LinkForm({
  titleId,
  itemLabel,
  isPending,
  onCancel,
  onLink,
}: Omit<LinkIdeaDialogProps, 'itemLabel'> & { titleId: string; itemLabel: string }) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Choice | null>(null);
  const choices = useIdeaChoices(useDebouncedValue(search, 250));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onLink(chosen.id);
      }}
    >
      <DialogTitle id={titleId}>Link an idea</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{`Put an approved idea on '${itemLabel}'.`}</DialogContentText>
        <Autocomplete<Choice>
          options={choices.data ?? []}
          value={chosen}
          onChange={(_event, value) => setChosen(value)}
          inputValue={search}
          onInputChange={(_event, value) => setSearch(value)}
          getOptionLabel={(idea) => idea.title}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          // The API has filtered already.
          filterOptions={(options) => options}
          loading={choices.isFetching}
          noOptionsText={search.trim() ? 'No approved idea matches' : 'Type part of a title'}
          disabled={isPending}
          renderOption={({ key, ...props }, idea) => (
            <li key={key} {...props}>
              {`${idea.title} (${formatScore(idea.finalScore)})`}
            </li>
          )}
          renderInput={(params) => <TextField {...params} label="Idea" autoFocus />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!chosen}
          loading={isPending}
          loadingPosition="start"
        >
          {isPending ? 'Linking...' : 'Link'}
        </Button>
      </DialogActions>
    </form>
  );
}
