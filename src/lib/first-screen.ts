// When a page load's first screen is shown: the browser reports it as the largest paint (LCP) once the frame has
// reached the screen, tens of milliseconds after the paint itself on a fast desktop (more on a phone busy
// rendering). Code and requests for what sits below the first screen wait for that report: started between the
// paint and the report, they were counted as part of the first screen by Lighthouse's phone simulation, with the
// main-thread work that led to them at the phone's slowdown (docs/performance.md, decision 61).

/** A ceiling for a paint the browser does not report (nothing larger than what is already on screen). */
const CEILING_MS = 1000;

/** Inputs after which browsers report no more largest paints. */
const INPUTS = ['keydown', 'pointerdown', 'scroll'] as const;

/** Once one wait is over, later parts (another page in the app, the next turn of rows) need not wait. */
let over = false;

const reportsLargestPaint = () =>
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');

/**
 * Resolves once the browser has reported a largest paint made at or after `since` (a `performance.now()` time), or
 * at once where it reports none (Safari) or has stopped for this page load.
 */
export function firstScreenShown(since: number): Promise<void> {
  if (over || !reportsLargestPaint()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      over = true;
      observer.disconnect();
      clearTimeout(ceiling);
      for (const type of INPUTS) removeEventListener(type, done, true);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) done();
    });
    // Buffered: the report may already have come.
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    const ceiling = setTimeout(done, CEILING_MS);
    for (const type of INPUTS) addEventListener(type, done, { capture: true, passive: true });
  });
}
