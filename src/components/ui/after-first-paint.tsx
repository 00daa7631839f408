// Parts of a page that sit well below the fold, rendered only once the page's first paint with its data is on
// screen, in a transition: React then renders them in short slices between which the browser paints and answers
// input, instead of one long task that holds back the title a reader sees first. On a phone this moved the idea
// page's largest paint (its title) forward by the time its twenty ratings and the discussion took to render.
// "On screen" is after the browser's next frame, not after React's commit: an effect can run before the frame is
// painted, and the code and requests these parts start (the home page's sections, the idea page's discussion)
// would then compete with the first paint for a phone's bandwidth and main thread. On a page load's first screen it
// is later still: once the browser has reported that frame as the largest paint (src/lib/first-screen.ts).
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { firstScreenShown } from '@/lib/first-screen';

/**
 * True once the browser has painted a frame since `ready` became true and, on a page load's first screen, has
 * reported that paint as shown (src/lib/first-screen.ts); at once on a hidden page, which paints no frames. For
 * work the page's first screen does not need.
 */
export function useAfterPaint(ready = true) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let cancelled = false;
    const show = () => {
      if (!cancelled) startTransition(() => setPainted(true));
    };
    // A hidden page paints no frames; it shows everything when it is shown.
    if (document.visibilityState === 'hidden') return show();
    const since = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before that frame is painted; a task it queues runs after the paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => void firstScreenShown(since).then(show), 0);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}

export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useAfterPaint() ? children : fallback;
}

/**
 * Parts of a page each rendered after the one before it has been painted: one commit and one layout each, rather
 * than one long task for all of them. For what sits below what the reader sees first, so nothing above moves.
 */
export function InTurn({ parts }: { parts: ReactNode[] }) {
  const [first, ...rest] = parts;
  return (
    <AfterFirstPaint>
      {first}
      {rest.length > 0 && <InTurn parts={rest} />}
    </AfterFirstPaint>
  );
}
