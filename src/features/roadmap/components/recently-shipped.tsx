// The roadmap's 'Recently shipped': the items that reached done most recently, newest first, with their dates, each
// a link to the item further down the page.
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { RoadmapEntry, RoadmapQuarter } from '@schemas/roadmap.ts';
import { roadmapAnchor } from '@/config/anchors';
import { formatDate } from '@/utils/format';

export const RECENT_SHIPMENTS = 5;

/** Items shipped (done, with the date they became done), newest first; items done before dates were kept have none. */
export function recentShipments(quarters: RoadmapQuarter[], limit = RECENT_SHIPMENTS) {
  return quarters
    .flatMap((quarter) => quarter.items)
    .filter((item): item is RoadmapEntry & { shippedAt: string } => item.shippedAt !== null)
    .sort((a, b) => b.shippedAt.localeCompare(a.shippedAt))
    .slice(0, limit);
}

export function RecentlyShipped({ quarters }: { quarters: RoadmapQuarter[] }) {
  const shipped = recentShipments(quarters);
  if (shipped.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="recently-shipped" sx={{ p: 2 }}>
      <Typography id="recently-shipped" variant="h6" component="h2">
        Recently shipped
      </Typography>
      <List dense disablePadding>
        {shipped.map((item) => (
          <ListItem key={item.id} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={{ hash: roadmapAnchor(item.id) }}>
                  {item.label}
                </Link>
              }
              secondary={`Shipped ${formatDate(item.shippedAt, 'long')}`}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
