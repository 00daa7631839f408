// /landing-generator/{id}: the editor of one of the member's landing pages.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useLandingPage } from '@/features/landing-pages/api/get-landing-page';
import { LandingEditor } from '@/features/landing-pages/components/landing-editor';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const { id = '' } = useParams();
  const page = useLandingPage(id);
  useDocumentTitle(page.data ? `Edit: ${page.data.content.title}` : 'Landing Generator');
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, sm: 5 } }}>
      <Button component={RouterLink} to={paths.landingGenerator.getHref()} sx={{ mb: 1 }}>
        ← All your pages
      </Button>
      <Typography variant="h4" component="h1" gutterBottom>
        AI-powered landing page generator
      </Typography>
      {page.isPending ? (
        <Skeleton variant="rounded" height={400} role="progressbar" aria-label="Loading the page" />
      ) : page.isError ? (
        <Alert severity="error">{page.error.message}</Alert>
      ) : (
        // Keyed by id: another page starts from its own saved state, not the last one's draft.
        <LandingEditor key={page.data.id} page={page.data} />
      )}
    </Container>
  );
}
