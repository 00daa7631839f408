// /p/{slug}: a published landing page, readable signed out.
import { useParams } from 'react-router';
import { PublicLandingPage } from '@/features/landing-pages/components/public-landing-page';

export function Component() {
  const { slug = '' } = useParams();
  return <PublicLandingPage slug={slug} />;
}
