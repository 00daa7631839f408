// The home page (product spec section 2).
import { useDocumentTitle } from '@/components/use-document-title';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { ClosingCta } from '@/features/home/components/closing-cta';
import { FeaturedIdeas } from '@/features/home/components/featured-ideas';
import { HeroSection } from '@/features/home/components/hero-section';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { LeaderboardPreview } from '@/features/home/components/leaderboard-preview';
import { Testimonial } from '@/features/home/components/testimonial';

export function Component() {
  useDocumentTitle();
  const { user } = useCurrentUser();
  const isSignedIn = user !== null;
  return (
    <>
      <HeroSection isSignedIn={isSignedIn} />
      <HowItWorks />
      <FeaturedIdeas />
      <LeaderboardPreview />
      <Testimonial />
      <ClosingCta isSignedIn={isSignedIn} />
    </>
  );
}
