// Whether an element has come within `rootMargin` of the viewport: for parts of a page whose code or data are worth
// fetching only when the reader is about to see them, a little ahead so they are ready on arrival. Once near it
// stays near, so what has loaded is never unmounted by scrolling away. Without IntersectionObserver (very old
// browsers, jsdom) everything counts as near: nothing is withheld where visibility cannot be known.
import { useCallback, useState } from 'react';

export function useNearViewport<T extends Element>(
  rootMargin = '400px',
): [ref: (element: T | null) => (() => void) | undefined, near: boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (element === null || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );
  return [ref, near];
}
