// The home page (docs/product-spec.md section 2).
import { useEffect } from 'react';
import { ClosingCta } from '@/features/home/components/closing-cta';
import { FeaturedIdeas } from '@/features/home/components/featured-ideas';
import { HeroSection } from '@/features/home/components/hero-section';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { LeaderboardPreview } from '@/features/home/components/leaderboard-preview';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { doneSigningOut } from '@/lib/auth/sign-out-intent';
import { useCurrentUser } from '@/lib/auth/use-current-user';

export function Component() {
  useDocumentTitle();
  const { user } = useCurrentUser();
  const isSignedIn = user !== null;
  // A member who signed out has arrived, or signed out here (src/lib/auth/sign-out-intent.ts).
  useEffect(() => {
    if (!isSignedIn) doneSigningOut();
  }, [isSignedIn]);
  return (
    <>
      <HeroSection isSignedIn={isSignedIn} />
      <HowItWorks />
      <FeaturedIdeas />
      <LeaderboardPreview />
      <ClosingCta isSignedIn={isSignedIn} />
    </>
  );
}
