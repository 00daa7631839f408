// One item of the public roadmap: its label and status, and the ideas it carries with their trusted scores, each a
// link to the idea. The item is a link target (#roadmap-item-<id>, a notification's destination): named by the
// URL's hash, it scrolls into view and is highlighted.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { RoadmapEntry } from '@schemas/roadmap.ts';
import { roadmapAnchor } from '@/config/anchors';
import { paths } from '@/config/paths';
import { highlightSx, useHashTarget } from '@/hooks/use-hash-target';
import { countOf, formatDate, formatScore } from '@/utils/format';
import { StatusChip } from '@/features/roadmap/components/status-chip';

export function RoadmapEntryRow({ item }: { item: RoadmapEntry }) {
  const target = useHashTarget<HTMLLIElement>(roadmapAnchor(item.id));
  return (
    <Box component="li" {...target} sx={{ ...highlightSx, py: 1, px: 0.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Typography sx={{ pt: 0.25 }}>{item.label}</Typography>
        <Box sx={{ flexShrink: 0 }}>
          <StatusChip status={item.status} />
        </Box>
      </Stack>
      {item.shippedAt && (
        <Typography variant="caption" color="textSecondary">
          {`Shipped ${formatDate(item.shippedAt)}`}
        </Typography>
      )}
      {item.ideas.length > 0 && (
        <Box
          component="ul"
          aria-label={`Ideas in ${item.label}`}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, pl: 1.5, borderLeft: 2, borderColor: 'divider' }}
        >
          {item.ideas.map((idea) => (
            <Typography component="li" variant="body2" key={idea.id}>
              <Link component={RouterLink} to={paths.idea.getHref(idea.id)}>
                {idea.title}
              </Link>
              <Typography component="span" variant="body2" color="textSecondary">
                {` · ${formatScore(idea.adjustedScore)} from ${countOf(idea.totalRatings, 'rating')}`}
              </Typography>
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
