// Publishing a page: online at /p/{slug} or off it, the page as one HTML file, and deleting it after confirming.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { LandingContent, LandingPage } from '@schemas/landing-pages.ts';
import { useSnackbar } from '@/components/toast';
import { paths } from '@/config/paths';
import { useDeleteLandingPage } from '@/features/landing-pages/api/delete-landing-page';
import { getPublicLandingPage } from '@/features/landing-pages/api/get-public-landing-page';
import { useSetPublished } from '@/features/landing-pages/api/publish-landing-page';
import { landingPageHtml, saveFile } from '@/features/landing-pages/components/export-html';

interface PublishPanelProps {
  page: LandingPage;
  content: LandingContent;
  /** False while edits are not saved yet: publishing then would put the older text online. */
  saved: boolean;
}

export function PublishPanel({ page, content, saved }: PublishPanelProps) {
  const publish = useSetPublished();
  const remove = useDeleteLandingPage();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  const published = page.publishedAt !== null;
  const href = paths.publicLanding.getHref(page.slug);
  const toggle = () =>
    publish.mutate(
      { id: page.id, publish: !published },
      {
        onSuccess: () =>
          enqueueSnackbar(published ? 'Page unpublished.' : 'Page published!', { variant: 'success' }),
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );
  const download = async () => {
    // The verdict is the public page's: current scores and rank, only for a published page of an approved idea.
    const verdict = published
      ? await getPublicLandingPage(page.slug).then(
          (p) => p.verdict,
          () => null,
        )
      : null;
    const html = landingPageHtml(content, verdict, new URL(href, window.location.origin).toString());
    saveFile(`${page.slug}.html`, new Blob([html], { type: 'text/html' }));
  };
  const confirmDelete = () =>
    remove.mutate(page.id, {
      onSuccess: () => {
        enqueueSnackbar('Page deleted.', { variant: 'success' });
        void navigate(paths.landingGenerator.getHref());
      },
      onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
    });
  return (
    <Card variant="outlined" component="section" aria-labelledby="publish-title">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Typography id="publish-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Publishing
          </Typography>
          <Chip
            label={published ? 'Published' : 'Draft'}
            color={published ? 'success' : 'default'}
            size="small"
          />
        </Stack>
        {published ? (
          <Typography sx={{ mb: 2 }}>
            Online at{' '}
            <Link component={RouterLink} to={href}>
              {href}
            </Link>
          </Typography>
        ) : (
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            Only you can see this page until you publish it.
          </Typography>
        )}
        {!saved && !published && (
          <Alert severity="info" role="status" sx={{ mb: 2 }}>
            Publishing waits until your changes are saved.
          </Alert>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            onClick={toggle}
            loading={publish.isPending}
            disabled={publish.isPending || (!published && (!saved || !page.editable))}
          >
            {published ? 'Unpublish' : 'Publish'}
          </Button>
          <Button variant="outlined" onClick={() => void download()}>
            Download HTML
          </Button>
          <Button color="error" onClick={() => setConfirming(true)}>
            Delete page
          </Button>
        </Stack>
      </CardContent>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="delete-page-title">
        <DialogTitle id="delete-page-title">Delete this page?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The page goes offline and its waitlist is deleted with it. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button
            color="error"
            onClick={confirmDelete}
            loading={remove.isPending}
            disabled={remove.isPending}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
