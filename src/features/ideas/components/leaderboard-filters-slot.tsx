// Where the leaderboard's controls go. Their MUI code (text fields, selects with their menu and popover, toggle
// buttons: about 30 KiB gzip) is not what a phone needs for the first rows, so it loads once the first rows are on
// screen rather than in front of them or beside them (sharing a phone's bandwidth with them); until it is there,
// frames of the same size and look hold its place, so nothing below moves.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { AfterFirstPaint } from '@/components/ui/after-first-paint';

const LeaderboardFilters = lazy(async () => ({
  default: (await import('@/features/ideas/components/leaderboard-filters')).LeaderboardFilters,
}));

type Props = ComponentProps<typeof LeaderboardFilters> & {
  /** The first rows are still to come: the controls wait for them to be painted. */
  waitForRows: boolean;
};

export function LeaderboardFiltersSlot({ waitForRows, ...props }: Props) {
  // Once: the controls never give way to their frames again (a later view's loading would lose what is typed).
  const [rowsCame, setRowsCame] = useState(!waitForRows);
  if (!rowsCame && !waitForRows) setRowsCame(true);
  if (!rowsCame) return <FiltersPlaceholder />;
  return (
    <AfterFirstPaint fallback={<FiltersPlaceholder />}>
      <Suspense fallback={<FiltersPlaceholder />}>
        <LeaderboardFilters {...props} />
      </Suspense>
    </AfterFirstPaint>
  );
}

/** The controls' outlines and labels (TextField's 56 px, the small toggle group's 38.75 px when stacked). */
function FiltersPlaceholder() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }} aria-hidden>
      {/* Growing only across a row: in a column, flex-basis 0 let this frame shrink to its label (26 px, not 56),
          and the rows below moved down 30 px when the controls came. */}
      <Frame label="Search ideas" sx={{ flex: { md: 1 } }} />
      <Frame label="Category" sx={{ minWidth: 180 }} />
      <Frame label="Overall Score" sx={{ minWidth: 200 }} />
      <Frame label="Desc" sx={{ height: { xs: 38.75, md: 'auto' }, minWidth: 144, typography: 'button' }} />
    </Stack>
  );
}

function Frame({ label, sx }: { label: string; sx: SystemStyleObject<Theme> }) {
  return (
    <Box
      sx={{
        boxSizing: 'border-box',
        height: 56,
        display: 'flex',
        alignItems: 'center',
        px: 1.75,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.secondary',
        typography: 'body1',
        whiteSpace: 'nowrap',
        ...sx,
      }}
    >
      {label}
    </Box>
  );
}
