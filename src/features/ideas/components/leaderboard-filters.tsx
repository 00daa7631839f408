// The leaderboard's controls: a debounced search box, a category filter, the sort choice (each explained in a line
// under its name in the menu) and its order.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect, useState } from 'react';
import { CATEGORIES, type Category } from '@schemas/constants.ts';
import { categoryLabel } from '@/components/ui/category-badge';
import type { IdeaSort, LeaderboardParams, SortOrder } from '@/features/ideas/api/leaderboard-query';

export const SEARCH_DEBOUNCE_MS = 300;

export const SORT_LABELS: Record<IdeaSort, string> = {
  finalScore: 'Overall Score',
  totalRatings: 'Number of Ratings',
  createdAt: 'Date Created',
  adjustedScore: 'Most Trusted',
  spread: 'Most Divisive',
};

/** What each sort ranks by, in one line (docs/product-spec.md section 4 for the trusted score and the spread). */
export const SORT_EXPLANATIONS: Record<IdeaSort, string> = {
  finalScore: 'The mean of all ratings across the three dimensions',
  totalRatings: 'How many members rated the idea',
  createdAt: 'When the idea was submitted',
  adjustedScore: 'The score pulled toward 50 until enough members rate it',
  spread: 'How much raters disagree about the idea',
};

interface LeaderboardFiltersProps {
  params: LeaderboardParams;
  onChange: (changes: Partial<LeaderboardParams>) => void;
}

export function LeaderboardFilters({ params, onChange }: LeaderboardFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }} role="search">
      <SearchField value={params.search} onChange={(search) => onChange({ search })} />
      <TextField
        select
        label="Category"
        value={params.category ?? ''}
        onChange={(event) =>
          onChange({ category: (event.target.value || undefined) as Category | undefined })
        }
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">All Categories</MenuItem>
        {CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {categoryLabel(category)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Sort by"
        value={params.sort}
        onChange={(event) => onChange({ sort: event.target.value as IdeaSort })}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { renderValue: (sort) => SORT_LABELS[sort as IdeaSort] } }}
      >
        {(Object.keys(SORT_LABELS) as IdeaSort[]).map((sort) => (
          <MenuItem key={sort} value={sort} sx={{ maxWidth: 360 }}>
            <ListItemText
              primary={SORT_LABELS[sort]}
              secondary={SORT_EXPLANATIONS[sort]}
              slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }}
            />
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Sort order"
        value={params.order}
        onChange={(_event, order: SortOrder | null) => {
          if (order) onChange({ order });
        }}
      >
        <ToggleButton value="desc" aria-label="Descending">
          <ArrowDownwardIcon fontSize="small" sx={{ mr: 0.5 }} />
          Desc
        </ToggleButton>
        <ToggleButton value="asc" aria-label="Ascending">
          <ArrowUpwardIcon fontSize="small" sx={{ mr: 0.5 }} />
          Asc
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}

/** The search box: what is typed reaches the URL (and the API) once typing pauses for 300 ms. */
function SearchField({ value, onChange }: { value: string; onChange: (search: string) => void }) {
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // The URL changed by itself (back button, a link): show what it says now.
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== text.trim()) setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <TextField
      label="Search ideas"
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ flex: 1 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
