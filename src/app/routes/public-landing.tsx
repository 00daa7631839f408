// /p/{slug}: a published landing page, readable signed out.
import { useParams } from 'react-router';
import { landingPreviewImageUrl } from '@/components/share/preview-images';
import { FloatingShareButton } from '@/components/share/floating-share-button';
import { usePublicLandingPage } from '@/features/landing-pages/api/get-public-landing-page';
import { PublicLandingPage } from '@/features/landing-pages/components/public-landing-page';
import { currentPageUrl, usePageMeta } from '@/hooks/use-page-meta';

export function Component() {
  const { slug = '' } = useParams();
  // The same query as the page's own (one request): the page sets its title and description, the route adds its
  // preview image and the Share button once it is known to be online.
  const page = usePublicLandingPage(slug);
  usePageMeta(page.isSuccess ? { image: landingPreviewImageUrl(slug) } : null);
  return (
    <>
      <PublicLandingPage slug={slug} />
      {page.isSuccess && <FloatingShareButton url={currentPageUrl()} title={page.data.content.title} />}
    </>
  );
}
