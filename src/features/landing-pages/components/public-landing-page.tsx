// /p/{slug}: a published landing page as any visitor sees it, with its waitlist form, on a page of its own (no
// app header or footer). Each load counts one view for its owner's stats.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { AfterFirstPaint, useAfterPaint } from '@/components/ui/after-first-paint';
import { paths } from '@/config/paths';
import { useCountView } from '@/features/landing-pages/api/count-view';
import { usePublicLandingPage } from '@/features/landing-pages/api/get-public-landing-page';
import { LandingPageView } from '@/features/landing-pages/components/landing-page-view';
import { pageColours } from '@/features/landing-pages/components/page-colours';
import { StandaloneFrame } from '@/features/landing-pages/components/standalone-frame';
import { waitlistFrameSx } from '@/features/landing-pages/components/waitlist-frame';
import { useShareMeta } from '@/features/landing-pages/components/use-share-meta';
import { useDeferredAnswer } from '@/hooks/use-deferred-answer';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';

// The waitlist's form sits at the page's foot, below what a phone shows first: its code (MUI's text field and
// checkbox, about 21 KiB gzip) loads after the page's first paint rather than before its largest paint. Until
// then its frame holds the form's place, so nothing moves when it arrives.
const WaitlistForm = lazy(async () => ({
  default: (await import('@/features/landing-pages/components/waitlist-form')).WaitlistForm,
}));

function WaitlistPlaceholder() {
  return <Box aria-hidden sx={waitlistFrameSx} />;
}

/** The tab's title where there is no page to give its own, named as the app's other not-found pages are. */
function ErrorTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

export function PublicLandingPage({ slug }: { slug: string }) {
  const page = usePublicLandingPage(slug);
  useShareMeta(
    page.data
      ? {
          title: page.data.content.title,
          description: page.data.content.description,
          url: window.location.href,
        }
      : null,
  );
  // All its sections at once were one task of 40-60 ms on a fast desktop.
  const shown = useDeferredAnswer(page.data);
  // Counted once the page is on screen: the request then does not compete with its first paint.
  useCountView(slug, useAfterPaint(shown !== undefined));
  if (page.isError) {
    const missing = page.error instanceof ApiError && page.error.status === 404;
    return (
      <StandaloneFrame>
        <ErrorTitle title={missing ? 'Page Not Found' : 'Page Not Loaded'} />
        <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {missing ? 'This page is not online' : 'The page could not be loaded'}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            {missing
              ? 'Its founder may have unpublished it, or the address is mistyped.'
              : 'Please try again later.'}
          </Typography>
          <Button component={RouterLink} to={paths.leaderboard.getHref()} variant="outlined">
            Browse ideas
          </Button>
        </Container>
      </StandaloneFrame>
    );
  }
  if (!shown) {
    return (
      <StandaloneFrame>
        <Container maxWidth="md" sx={{ py: 6 }} aria-busy="true">
          <Skeleton variant="text" height={64} />
          <Skeleton variant="rounded" height={240} />
        </Container>
      </StandaloneFrame>
    );
  }
  const { content, verdict } = shown;
  const colours = pageColours(content.accent, content.mode);
  return (
    <StandaloneFrame colours={colours}>
      <LandingPageView
        content={content}
        verdict={verdict}
        waitlist={
          <AfterFirstPaint fallback={<WaitlistPlaceholder />}>
            <Suspense fallback={<WaitlistPlaceholder />}>
              <WaitlistForm slug={slug} accent={colours.accent} onAccent={colours.onAccent} />
            </Suspense>
          </AfterFirstPaint>
        }
      />
    </StandaloneFrame>
  );
}
