import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('follows the value only once it has stopped changing for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: '' },
    });

    rerender({ value: 'M' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender({ value: 'Mi' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender({ value: 'Mia' });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    // 699 ms of typing, never a 300 ms pause: still the first value.
    expect(result.current).toBe('');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('Mia');
  });
});
