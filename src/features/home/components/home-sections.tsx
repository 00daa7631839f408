// The home page below its opening (docs/product-spec.md section 2): how it works, featured ideas, the top of the
// leaderboard and the closing call to action. A file of its own, loaded once the opening is on screen: none of it
// is in a phone's first screen, and its MUI components (cards, chips, avatars, skeletons, alerts) are not on the
// first load.
import { InTurn } from '@/components/ui/after-first-paint';
import { ClosingCta } from '@/features/home/components/closing-cta';
import { FeaturedIdeas } from '@/features/home/components/featured-ideas';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { LeaderboardPreview } from '@/features/home/components/leaderboard-preview';

export function HomeSections({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    // At once, the sections made one commit (their DOM and their styles) and one layout of a long page: a task that
    // held a phone's main thread for hundreds of milliseconds. Nothing above them moves as they come.
    <InTurn
      parts={[
        <HowItWorks key="how" />,
        <FeaturedIdeas key="featured" />,
        <LeaderboardPreview key="leaderboard" />,
        <ClosingCta key="cta" isSignedIn={isSignedIn} />,
      ]}
    />
  );
}
