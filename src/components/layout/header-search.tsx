// The header's search box (docs/product-spec.md section 2): a combobox suggesting up to 5 approved ideas as one
// types; arrows move through them, Enter opens the chosen idea or, with none chosen, the leaderboard searching for
// the text; Escape closes the list. Written by hand, not with MUI's Autocomplete, and on a plain <input> rather than
// InputBase (with the textarea sizing it carries): the box is in every page's first load.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchBoxFrame } from '@/components/layout/search-box-frame';
import { paths } from '@/config/paths';
import { useIdeaSuggestions } from '@/hooks/use-idea-suggestions';

export function HeaderSearch({ sx }: { sx?: SxProps<Theme> }) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { ideas } = useIdeaSuggestions(text);
  const expanded = open && ideas.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const openIdea = (id: string) => {
    close();
    setText('');
    void navigate(paths.idea.getHref(id));
  };
  const openLeaderboard = () => {
    const search = text.trim();
    close();
    void navigate(
      search
        ? `${paths.leaderboard.getHref()}?${new URLSearchParams({ search })}`
        : paths.leaderboard.getHref(),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (ideas.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the choice goes back to the text itself (-1), as in most search boxes.
      setActive((current) => {
        const next = current + step;
        if (next >= ideas.length) return -1;
        return next < -1 ? ideas.length - 1 : next;
      });
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };

  const activeIdea = expanded && active >= 0 ? ideas[active] : undefined;

  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (activeIdea) openIdea(activeIdea.id);
        else openLeaderboard();
      }}
      sx={
        [{ position: 'relative' }, ...(Array.isArray(sx) ? (sx as SxProps<Theme>[]) : [sx])] as SxProps<Theme>
      }
    >
      <SearchBoxFrame>
        <Box
          component="input"
          placeholder="Search ideas..."
          type="search"
          role="combobox"
          aria-label="Search ideas"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeIdea ? optionId(active) : undefined}
          value={text}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          sx={(theme) => ({
            ...theme.typography.body1,
            flex: 1,
            minWidth: 0,
            py: 1,
            border: 0,
            outline: 0,
            bgcolor: 'transparent',
            color: 'inherit',
            '&::placeholder': { color: 'text.secondary', opacity: 1 },
          })}
        />
      </SearchBoxFrame>
      {expanded && (
        <Paper
          component="ul"
          id={listId}
          role="listbox"
          aria-label="Suggested ideas"
          elevation={8}
          sx={{
            position: 'absolute',
            top: '100%',
            left: 0,
            right: 0,
            mt: 0.5,
            p: 0.5,
            zIndex: 'modal',
            listStyle: 'none',
            minWidth: 260,
          }}
        >
          {ideas.map((idea, index) => (
            <Box
              component="li"
              key={idea.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                openIdea(idea.id);
              }}
              onMouseEnter={() => setActive(index)}
              sx={{
                px: 1.5,
                py: 1,
                borderRadius: 1,
                cursor: 'pointer',
                bgcolor: index === active ? 'action.selected' : undefined,
              }}
            >
              <Typography variant="body2" noWrap>
                {idea.title}
              </Typography>
              {idea.tags.length > 0 && (
                <Typography variant="caption" color="textSecondary" noWrap component="p">
                  {idea.tags.map((tag) => `#${tag}`).join(' ')}
                </Typography>
              )}
            </Box>
          ))}
        </Paper>
      )}
    </Box>
  );
}
