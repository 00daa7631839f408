// The home page (docs/product-spec.md section 2).
import { useEffect, type ReactNode } from 'react';
import { AfterFirstPaint } from '@/components/ui/after-first-paint';
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
      <InTurn
        sections={[
          <HowItWorks key="how" />,
          <FeaturedIdeas key="featured" />,
          <LeaderboardPreview key="leaderboard" />,
          <ClosingCta key="cta" isSignedIn={isSignedIn} />,
        ]}
      />
    </>
  );
}

/**
 * The sections below the opening, each rendered after the one before it has been painted: at once they made one
 * commit (their DOM and their styles) and one layout of a long page that held a phone's main thread for hundreds
 * of milliseconds before the opening, the page's largest paint, could show. Nothing above them moves as they come.
 */
function InTurn({ sections }: { sections: ReactNode[] }) {
  const [first, ...rest] = sections;
  return (
    <AfterFirstPaint>
      {first}
      {rest.length > 0 && <InTurn sections={rest} />}
    </AfterFirstPaint>
  );
}
