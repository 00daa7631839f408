// The home page's view of the top of the leaderboard: the 3 most trusted approved ideas, read from the API as the
// leaderboard's 'Most Trusted' sort ranks them, with their adjusted scores (docs/product-spec.md sections 2, 4).
// Plain rows rather than MUI's List: three entries need none of its behaviour, and the home page's first load stays
// smaller.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CategoryBadge } from '@/components/ui/category-badge';
import { paths } from '@/config/paths';
import { TOP_IDEAS_PARAMS, useTopIdeas } from '@/features/home/api/get-top-ideas';
import { SectionHeading } from '@/features/home/components/section-heading';
import { scoreText } from '@/utils/not-rated';
import type { Idea } from '@schemas/ideas.ts';

export function LeaderboardPreview() {
  return (
    <Box component="section" aria-labelledby="leaderboard-preview-heading" sx={{ py: 8 }}>
      <Container maxWidth="md">
        <SectionHeading
          id="leaderboard-preview-heading"
          title="Top of the Leaderboard"
          subtitle="The most trusted ideas: scores that hold up across many ratings."
        />
        <TopIdeas />
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button
            component={RouterLink}
            to={`${paths.leaderboard.getHref()}?sort=${TOP_IDEAS_PARAMS.sort}`}
            variant="outlined"
          >
            View the full leaderboard
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

function TopIdeas() {
  const ideas = useTopIdeas();
  if (ideas.isPending) {
    return (
      <Paper variant="outlined" role="status" aria-label="Loading the top ideas" sx={{ px: 2, py: 1 }}>
        {Array.from({ length: TOP_IDEAS_PARAMS.limit }, (_, index) => (
          <Skeleton key={index} variant="text" sx={{ fontSize: '2rem' }} />
        ))}
      </Paper>
    );
  }
  // 'Featured Ideas' above reads the same API and offers to try again; here the link to the leaderboard is enough.
  if (ideas.isError) return null;
  if (ideas.data.length === 0) {
    return (
      <Typography color="textSecondary" sx={{ textAlign: 'center', py: 4 }}>
        No ideas on the leaderboard yet.
      </Typography>
    );
  }
  return (
    <Paper variant="outlined">
      <Box component="ol" aria-label="Top ideas" sx={{ listStyle: 'none', m: 0, py: 1, px: 0 }}>
        {ideas.data.map((idea, index) => (
          <TopIdea key={idea.id} idea={idea} rank={index + 1} last={index === ideas.data.length - 1} />
        ))}
      </Box>
    </Paper>
  );
}

function TopIdea({ idea, rank, last }: { idea: Idea; rank: number; last: boolean }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        py: 1,
        borderBottom: last ? 0 : 1,
        borderColor: 'divider',
      }}
    >
      <Avatar sx={{ bgcolor: rank === 1 ? 'warning.main' : 'action.selected', color: 'text.primary' }}>
        {rank}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0, py: 0.75 }}>
        <Link component={RouterLink} to={paths.idea.getHref(idea.id)} underline="hover" color="inherit">
          {idea.title}
        </Link>
        <CategoryBadge category={idea.category} sx={{ mt: 0.5, display: 'flex', width: 'fit-content' }} />
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Typography variant="h6" component="p" color="primary">
          {scoreText(idea, idea.adjustedScore)}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          Adjusted score
        </Typography>
      </Box>
    </Box>
  );
}
