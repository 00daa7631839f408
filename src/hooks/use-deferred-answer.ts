// A query's answer as a page shows it when rendering it is long work (the roadmap's quarters, a published landing
// page, a member's idea cards). TanStack Query hands a new answer to React as an urgent update, which React renders
// in one go: on a phone one such render was a task of 300-450 ms, with nothing painted or answered meanwhile. The
// deferred copy is rendered as a transition instead, in short slices between which the browser paints and handles
// input, and committed at once when done. Until then it is undefined (or the previous answer): the page keeps its
// skeleton, so nothing on screen moves more than once.
import { useDeferredValue } from 'react';

export function useDeferredAnswer<T>(answer: T | undefined): T | undefined {
  return useDeferredValue(answer);
}
