// An idea's tags as chips: all of them, or the first `max` plus '+N more'.
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

interface IdeaTagsProps {
  tags: string[];
  max?: number;
}

export function IdeaTags({ tags, max }: IdeaTagsProps) {
  if (tags.length === 0) return null;
  const shown = max === undefined ? tags : tags.slice(0, max);
  const hidden = tags.length - shown.length;
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label="Tags"
      sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}
    >
      {shown.map((tag) => (
        <li key={tag}>
          <Chip label={tag} size="small" variant="outlined" />
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Chip label={`+${hidden} more`} size="small" />
        </li>
      )}
    </Stack>
  );
}
