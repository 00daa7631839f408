// The loader of Scalar's browser file, with the real file: jsdom runs it as the browser would.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as apiReference from '@/lib/api-reference';

const STANDALONE = '/node_modules/@scalar/api-reference/dist/browser/standalone.js';

/** A fresh copy of the module, which keeps its answer for the page's lifetime. */
async function freshLoader(): Promise<typeof apiReference> {
  vi.resetModules();
  return import('@/lib/api-reference');
}

describe('loadApiReference', () => {
  afterEach(() => {
    vi.doUnmock(STANDALONE);
    delete (window as { Scalar?: unknown }).Scalar;
  });

  it("runs Scalar's browser file once and gives its createApiReference", async () => {
    const { loadApiReference } = await freshLoader();
    const [first, second] = await Promise.all([loadApiReference(), loadApiReference()]);
    expect(first).toBeTypeOf('function');
    expect(second).toBe(first);
    expect(await loadApiReference()).toBe(first);
  }, 60_000);

  it('fails when the file does not arrive, and asks again at a new address next time', async () => {
    vi.doMock(STANDALONE, () => {
      throw new Error('offline');
    });
    const { loadApiReference } = await freshLoader();
    await expect(loadApiReference()).rejects.toThrow();
    expect(await loadApiReference()).toBeTypeOf('function');
  }, 60_000);
});
