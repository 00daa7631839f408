import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from '@/lib/lazy-resolver';

type Values = { name: string };

const checks: Resolver<Values> = (values) => Promise.resolve({ values, errors: {} });
const args: Parameters<Resolver<Values>> = [
  { name: 'Ada' },
  undefined,
  { fields: {}, shouldUseNativeValidation: undefined },
];

/** A load that fails the first time, as a chunk the network dropped. */
const failingOnce = () =>
  vi
    .fn<() => Promise<Resolver<Values>>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue(checks);

describe('lazyResolver', () => {
  it('loads the checks once, on first use, and keeps them', async () => {
    const load = vi.fn(() => Promise.resolve(checks));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    await expect(resolver(...args)).resolves.toEqual({ values: { name: 'Ada' }, errors: {} });
    await resolver(...args);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load: the submit fails, and the next one loads again and checks', async () => {
    const load = failingOnce();
    const resolver = lazyResolver(load);
    await expect(resolver(...args)).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(resolver(...args)).resolves.toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });

  // Vitest fails the run on an unhandled rejection.
  it('leaves no unhandled rejection when a preload fails; the submit then reports it, and the next loads again', async () => {
    const load = failingOnce();
    const resolver = lazyResolver(load);
    resolver.preload();
    // A submit during the failing preload shares its failure; the next one loads again.
    await expect(resolver(...args)).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(resolver(...args)).resolves.toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
