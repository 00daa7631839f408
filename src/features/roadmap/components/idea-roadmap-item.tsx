// On an idea's page: the roadmap item the idea is part of, its status and, once done, when it shipped, with a link
// to the item on the roadmap. Nothing for an idea on no item.
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Idea } from '@schemas/ideas.ts';
import { roadmapAnchor } from '@/config/anchors';
import { paths } from '@/config/paths';
import { formatDate } from '@/utils/format';
import { StatusChip } from '@/features/roadmap/components/status-chip';

export function IdeaRoadmapItem({ item }: { item: Idea['roadmapItem'] }) {
  if (!item) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="idea-roadmap-item" sx={{ p: 2, mb: 2 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}
      >
        <Typography id="idea-roadmap-item" variant="subtitle2" component="h2">
          On the roadmap
        </Typography>
        <StatusChip status={item.status} />
      </Stack>
      <Link component={RouterLink} to={`${paths.roadmap.getHref()}#${roadmapAnchor(item.id)}`}>
        {item.label}
      </Link>
      <Typography variant="body2" color="textSecondary">
        {item.shippedAt ? `${item.quarter} · Shipped ${formatDate(item.shippedAt, 'long')}` : item.quarter}
      </Typography>
    </Paper>
  );
}
