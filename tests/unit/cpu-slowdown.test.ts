import { describe, expect, it } from 'vitest';
import { cpuSlowdown } from '../../bench/support/cpu-slowdown.ts';

describe('the Lighthouse CPU slowdown calibrated to a benchmarkIndex', () => {
  it("meets the calculator's anchor points and runs straight between them", () => {
    expect(cpuSlowdown(150)).toBe(1);
    expect(cpuSlowdown(800)).toBe(2);
    expect(cpuSlowdown(1050)).toBe(2.5);
    expect(cpuSlowdown(1300)).toBe(3);
    expect(cpuSlowdown(1533)).toBe(4);
  });

  it('keeps climbing past a high-end desktop and never drops below 1x', () => {
    expect(cpuSlowdown(2000)).toBe(6);
    expect(cpuSlowdown(60)).toBe(1);
  });

  it("falls back to Lighthouse's default 4x without an index", () => {
    expect(cpuSlowdown(Number.NaN)).toBe(4);
  });
});
