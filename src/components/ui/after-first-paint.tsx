// Parts of a page that sit well below the fold, rendered only after the page's first paint with its data, in a
// transition: React then renders them in short slices between which the browser paints and answers input,
// instead of one long task that holds back the title a reader sees first. On a phone this moved the idea page's
// largest paint (its title) forward by the time its twenty ratings and the discussion took to render.
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
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : fallback;
}
