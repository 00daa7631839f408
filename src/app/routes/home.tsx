// The home page (docs/product-spec.md section 2): its opening, then the sections below it (their own file).
import { lazy, Suspense, useEffect } from 'react';
import { AfterFirstPaint } from '@/components/ui/after-first-paint';
import { HeroSection } from '@/features/home/components/hero-section';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { doneSigningOut } from '@/lib/auth/sign-out-intent';
import { useCurrentUser } from '@/lib/auth/use-current-user';

const HomeSections = lazy(async () => ({
  default: (await import('@/features/home/components/home-sections')).HomeSections,
}));

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
      {/* Their code is fetched only once the opening is on screen, rather than beside it. */}
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <HomeSections isSignedIn={isSignedIn} />
        </Suspense>
      </AfterFirstPaint>
    </>
  );
}
