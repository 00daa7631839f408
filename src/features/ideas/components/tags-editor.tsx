// Tags of the edit form, added one at a time (Enter or 'Add') and removed from their chips; a tag that is
// already there (in any letter case) is refused.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { IDEA_BOUNDS } from '@schemas/common.ts';
import { IDEA_FIELD_HINTS } from '@/features/ideas/schemas/idea-form';

interface TagsEditorProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
  disabled?: boolean;
}

export function TagsEditor({ tags, onChange, error, disabled }: TagsEditorProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    const tag = text.trim();
    if (!tag) return;
    if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
      setProblem(`'${tag}' is already a tag`);
      return;
    }
    if (tags.length >= IDEA_BOUNDS.tags.max) {
      setProblem(`At most ${IDEA_BOUNDS.tags.max} tags`);
      return;
    }
    onChange([...tags, tag]);
    setText('');
    setProblem(null);
  };

  const message = problem ?? error;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Add a tag"
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          error={Boolean(message)}
          helperText={message ?? IDEA_FIELD_HINTS.tags}
          slotProps={{ htmlInput: { maxLength: IDEA_BOUNDS.tags.maxLength } }}
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" onClick={add} disabled={disabled} sx={{ mt: 1 }}>
          Add
        </Button>
      </Stack>
      {tags.length > 0 && (
        <Stack
          component="ul"
          direction="row"
          aria-label="Tags"
          sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
        >
          {tags.map((tag) => (
            <li key={tag}>
              <Chip
                label={tag}
                disabled={disabled}
                onDelete={() => onChange(tags.filter((existing) => existing !== tag))}
                aria-label={`${tag}, press Delete to remove`}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
