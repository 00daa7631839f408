// When below-the-fold parts may start: after the browser's report of the first screen's largest paint, with a
// ceiling, and never waiting where the browser reports no such paints.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser's PerformanceObserver for 'largest-contentful-paint': `report` delivers entries as Chromium does. */
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  static observers: FakeObserver[] = [];
  constructor(private readonly callback: (list: { getEntries: () => { startTime: number }[] }) => void) {}
  observe() {
    FakeObserver.observers.push(this);
  }
  disconnect() {
    FakeObserver.observers = FakeObserver.observers.filter((observer) => observer !== this);
  }
  static report(startTime: number) {
    for (const observer of [...FakeObserver.observers])
      observer.callback({ getEntries: () => [{ startTime }] });
  }
}

/** A fresh copy of the module: what it remembers lasts a page load. */
async function load() {
  vi.resetModules();
  return (await import('@/lib/first-screen')).firstScreenShown;
}

/** Whether the promise has settled by now. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

beforeEach(() => {
  FakeObserver.observers = [];
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('firstScreenShown', () => {
  it('waits for a largest paint made at or after the time given, not for an earlier one', async () => {
    const firstScreenShown = await load();
    const shown = firstScreenShown(100);
    FakeObserver.report(60);
    expect(await settled(shown)).toBe(false);
    FakeObserver.report(130);
    expect(await settled(shown)).toBe(true);
    expect(FakeObserver.observers).toHaveLength(0);
  });

  it('stops waiting at its ceiling when no such paint is reported', async () => {
    const firstScreenShown = await load();
    const shown = firstScreenShown(100);
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(shown)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(shown)).toBe(true);
  });

  it('stops waiting at the first input, after which browsers report no largest paint', async () => {
    const firstScreenShown = await load();
    const shown = firstScreenShown(100);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(await settled(shown)).toBe(true);
  });

  it('waits once per page load: later parts start at once', async () => {
    const firstScreenShown = await load();
    const first = firstScreenShown(100);
    FakeObserver.report(120);
    await first;
    expect(await settled(firstScreenShown(5000))).toBe(true);
  });

  it('does not wait where the browser reports no largest paints', async () => {
    vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: ['mark', 'measure'] });
    const firstScreenShown = await load();
    expect(await settled(firstScreenShown(100))).toBe(true);
  });
});
