// The member's landing pages: each with its idea, its state, its sign-ups and a way into the editor (read-only, with
// unpublish and delete, for a member who is no longer premium).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useLandingPages } from '@/features/landing-pages/api/get-landing-pages';
import { signupCount } from '@/features/landing-pages/components/waitlist-panel';

/** `onlyIfAny`: for a member who is no longer premium, the list shows only when they made pages while they were. */
export function MyPages({ onlyIfAny = false }: { onlyIfAny?: boolean }) {
  const pages = useLandingPages();
  if (onlyIfAny && (pages.data?.length ?? 0) === 0) return null;
  return (
    <Stack component="section" aria-labelledby="my-pages-title" spacing={1.5}>
      <Typography id="my-pages-title" variant="h6" component="h2">
        Your pages
      </Typography>
      {pages.isPending ? (
        <Skeleton variant="rounded" height={72} role="progressbar" aria-label="Loading your pages" />
      ) : pages.isError ? (
        <Alert severity="error">Your pages could not be loaded. Please try again later.</Alert>
      ) : pages.data.length === 0 ? (
        <Typography color="textSecondary">No pages yet. Draft your first one from an idea.</Typography>
      ) : (
        pages.data.map((page) => (
          <Card variant="outlined" key={page.id} component="article" aria-label={page.content.title}>
            <CardContent>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
                  {page.content.title}
                </Typography>
                <Chip
                  size="small"
                  label={page.publishedAt ? 'Published' : 'Draft'}
                  color={page.publishedAt ? 'success' : 'default'}
                />
              </Stack>
              <Typography variant="body2" color="textSecondary">
                From “{page.ideaTitle}” · /p/{page.slug} · {signupCount(page.waitlistCount)}
              </Typography>
              <Button
                component={RouterLink}
                to={paths.landingEditor.getHref(page.id)}
                size="small"
                sx={{ mt: 1 }}
                aria-label={`Edit ${page.content.title}`}
              >
                Edit
              </Button>
            </CardContent>
          </Card>
        ))
      )}
    </Stack>
  );
}
