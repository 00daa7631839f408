// One approved idea on the home page: category, title, a short description, the score, two tags plus '+N'.
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CategoryBadge } from '@/components/ui/category-badge';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { paths } from '@/config/paths';
import { isRated, scoreText } from '@/utils/not-rated';
import type { Idea } from '@schemas/ideas.ts';

export const FEATURED_TAG_COUNT = 2;
const DESCRIPTION_LENGTH = 140;

export function shortDescription(text: string, length = DESCRIPTION_LENGTH): string {
  const trimmed = text.trim();
  return trimmed.length <= length ? trimmed : `${trimmed.slice(0, length).trimEnd()}…`;
}

export function FeaturedIdeaCard({ idea }: { idea: Idea }) {
  const shownTags = idea.tags.slice(0, FEATURED_TAG_COUNT);
  const hiddenTags = idea.tags.length - shownTags.length;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.idea.getHref(idea.id)}
        sx={{ height: '100%', display: 'flex', alignItems: 'stretch' }}
      >
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, width: '100%' }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <CategoryBadge category={idea.category} />
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <StarIcon fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
              <Typography variant="subtitle2" component="span">
                {isRated(idea) && (
                  <Box component="span" sx={visuallyHidden}>
                    Score{' '}
                  </Box>
                )}
                {scoreText(idea, idea.finalScore)}
              </Typography>
            </Stack>
          </Stack>
          <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
            {idea.title}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ flex: 1 }}>
            {shortDescription(idea.description)}
          </Typography>
          {idea.tags.length > 0 && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              {shownTags.map((tag) => (
                <Chip key={tag} label={tag} size="small" variant="outlined" />
              ))}
              {hiddenTags > 0 && (
                <Chip
                  label={`+${hiddenTags}`}
                  size="small"
                  variant="outlined"
                  title={idea.tags.slice(FEATURED_TAG_COUNT).join(', ')}
                />
              )}
            </Stack>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
