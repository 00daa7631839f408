// A static preview of the leaderboard with sample entries (docs/product-spec.md section 2); the real ranking is on
// /leaderboard. Plain rows rather than MUI's List: three fixed entries need none of its behaviour, and the home
// page's first load stays smaller.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CategoryBadge } from '@/components/ui/category-badge';
import { paths } from '@/config/paths';
import { SectionHeading } from '@/features/home/components/section-heading';
import { formatScore } from '@/utils/format';

const SAMPLE_ENTRIES = [
  { title: 'Peer tutoring marketplace for rural schools', category: 'education', score: 88.4 },
  { title: 'Remote triage assistant for small clinics', category: 'healthcare', score: 84.7 },
  { title: 'Invoice financing for freelancers', category: 'finance', score: 81.2 },
];

export function LeaderboardPreview() {
  return (
    <Box component="section" aria-labelledby="leaderboard-preview-heading" sx={{ py: 8 }}>
      <Container maxWidth="md">
        <SectionHeading
          id="leaderboard-preview-heading"
          title="Top of the Leaderboard"
          subtitle="Sample entries: this is how ranked ideas look."
        />
        <Paper variant="outlined">
          <Box
            component="ol"
            aria-label="Sample leaderboard entries"
            sx={{ listStyle: 'none', m: 0, py: 1, px: 0 }}
          >
            {SAMPLE_ENTRIES.map((entry, index) => (
              <Box
                component="li"
                key={entry.title}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 2,
                  px: 2,
                  py: 1,
                  borderBottom: index < SAMPLE_ENTRIES.length - 1 ? 1 : 0,
                  borderColor: 'divider',
                }}
              >
                <Avatar
                  sx={{ bgcolor: index === 0 ? 'warning.main' : 'action.selected', color: 'text.primary' }}
                >
                  {index + 1}
                </Avatar>
                <Box sx={{ flex: 1, minWidth: 0, py: 0.75 }}>
                  <Typography>{entry.title}</Typography>
                  <CategoryBadge category={entry.category} sx={{ mt: 0.5 }} />
                </Box>
                <Typography variant="h6" component="span" color="primary">
                  {formatScore(entry.score)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button component={RouterLink} to={paths.leaderboard.getHref()} variant="outlined">
            View the full leaderboard
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
