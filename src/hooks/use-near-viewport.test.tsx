import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from '@/hooks/use-near-viewport';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>('200px');
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

/** An IntersectionObserver the test drives: `report(true)` says the observed element came within the margin. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  const observed: Element[] = [];
  const disconnect = vi.fn();
  class FakeIntersectionObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect = disconnect;
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const report = (isIntersecting: boolean) =>
    act(() => {
      const { callback } = observers.at(-1)!;
      const entry = { isIntersecting, target: observed.at(-1)! } as IntersectionObserverEntry;
      callback([entry], {} as IntersectionObserver);
    });
  return { observers, observed, disconnect, report };
}

describe('useNearViewport', () => {
  it('counts everything as near where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('turns near once the element comes within the margin, and stays near', () => {
    const io = stubIntersectionObserver();
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(io.observers[0]!.options).toEqual({ rootMargin: '200px' });
    expect(io.observed).toEqual([screen.getByText('far')]);

    io.report(false);
    expect(screen.getByText('far')).toBeInTheDocument();

    io.report(true);
    expect(screen.getByText('near')).toBeInTheDocument();
    // Nothing is watched any more: scrolling away again cannot take it back.
    expect(io.disconnect).toHaveBeenCalled();
    expect(io.observers).toHaveLength(1);
  });

  it('stops watching when the element goes away before it came near', () => {
    const io = stubIntersectionObserver();
    const { unmount } = render(<Probe />);
    unmount();
    expect(io.disconnect).toHaveBeenCalledTimes(1);
  });
});
