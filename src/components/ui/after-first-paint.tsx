// Parts of a page that sit well below the fold, rendered only once the page's first paint with its data is on
// screen, in a transition: React then renders them in short slices between which the browser paints and answers
// input, instead of one long task that holds back the title a reader sees first. On a phone this moved the idea
// page's largest paint (its title) forward by the time its twenty ratings and the discussion took to render.
// "On screen" is after the browser's next frame, not after React's commit: an effect can run before the frame is
// painted, and the code and requests these parts start (the home page's sections, the idea page's discussion)
// would then compete with the first paint for a phone's bandwidth and main thread.
import { startTransition, useEffect, useState, type ReactNode } from 'react';

export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setReady(true));
    // A hidden page paints no frames; it shows everything when it is shown.
    if (document.visibilityState === 'hidden') return show();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before that frame is painted; a task it queues runs after the paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(show, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return ready ? children : fallback;
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
