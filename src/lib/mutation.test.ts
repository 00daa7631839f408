import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, useEffect, useRef, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { nothingToRefresh, useRefreshingMutation, type Refresh } from '@/lib/mutation';

/** A write whose answer the test hands out when it chooses. */
function heldWrite() {
  const waiting: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const write = vi.fn(
    (input: string) =>
      new Promise<string>((resolve, reject) => {
        waiting.push({ resolve: (value) => resolve(`${input}:${value}`), reject });
      }),
  );
  return {
    write,
    answer: (value: string) => waiting.shift()?.resolve(value),
    fail: (error: Error) => waiting.shift()?.reject(error),
  };
}

function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { mutations: { retry: false } } }));
  return createElement(QueryClientProvider, { client: queryClient }, children);
}

function renderMutation(
  write: (input: string) => Promise<string>,
  refresh: Refresh<string, string> = nothingToRefresh,
) {
  return renderHook(() => useRefreshingMutation(write, refresh), { wrapper: Providers });
}

describe('useRefreshingMutation in flight', () => {
  it('sends one request for two mutate calls in the same tick', async () => {
    const held = heldWrite();
    const { result } = renderMutation(held.write);
    const onSuccess = vi.fn();
    act(() => {
      result.current.mutate('a', { onSuccess });
      result.current.mutate('a', { onSuccess });
    });
    await waitFor(() => expect(held.write).toHaveBeenCalled());
    act(() => held.answer('ok'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(held.write).toHaveBeenCalledTimes(1);
  });

  it('leaves the second mutateAsync unsettled, so its follow-up never runs twice', async () => {
    const held = heldWrite();
    const { result } = renderMutation(held.write);
    const followUps: string[] = [];
    let first: Promise<unknown> | undefined;
    act(() => {
      first = result.current.mutateAsync('a').then((value) => followUps.push(`first ${value}`));
      void result.current.mutateAsync('a').then((value) => followUps.push(`second ${value}`));
    });
    await waitFor(() => expect(held.write).toHaveBeenCalled());
    act(() => held.answer('ok'));
    await first;
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(held.write).toHaveBeenCalledTimes(1);
    expect(followUps).toEqual(['first a:ok']);
  });

  it('sends again once the first call has settled and rendered, answered or refused', async () => {
    const held = heldWrite();
    const { result } = renderMutation(held.write);
    let first: Promise<string> | undefined;
    act(() => {
      first = result.current.mutateAsync('a');
    });
    await waitFor(() => expect(held.write).toHaveBeenCalledTimes(1));
    act(() => held.fail(new Error('refused')));
    await expect(first).rejects.toThrow('refused');
    // Released once the refusal is on screen.
    await waitFor(() => expect(result.current.isError).toBe(true));
    let second: Promise<string> | undefined;
    act(() => {
      second = result.current.mutateAsync('b');
    });
    await waitFor(() => expect(held.write).toHaveBeenCalledTimes(2));
    act(() => held.answer('ok'));
    await expect(second).resolves.toBe('b:ok');
  });

  it('holds the guard while the cache is refreshed, not only while the request runs', async () => {
    let refreshed: () => void = () => undefined;
    const refresh = vi.fn(() => new Promise<void>((resolve) => (refreshed = resolve)));
    const held = heldWrite();
    const { result } = renderMutation(held.write, refresh);
    act(() => result.current.mutate('a'));
    await waitFor(() => expect(held.write).toHaveBeenCalledTimes(1));
    act(() => held.answer('ok'));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    act(() => result.current.mutate('a'));
    act(() => refreshed());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => result.current.mutate('a'));
    await waitFor(() => expect(held.write).toHaveBeenCalledTimes(2));
    // The call during the refresh was dropped: the write after it is the second, and no third follows.
    act(() => held.answer('ok'));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
    act(() => refreshed());
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(held.write).toHaveBeenCalledTimes(2);
  });

  it('keeps mutate and mutateAsync the same functions across renders', () => {
    const { result, rerender } = renderMutation(heldWrite().write);
    const { mutate, mutateAsync } = result.current;
    rerender();
    expect(result.current.mutate).toBe(mutate);
    expect(result.current.mutateAsync).toBe(mutateAsync);
  });

  it('lets a caller that sends again on seeing the mutation idle through (an autosave)', async () => {
    const held = heldWrite();
    const { result } = renderHook(
      () => {
        const mutation = useRefreshingMutation(held.write, nothingToRefresh);
        const saves = useRef(0);
        const { isPending, mutate } = mutation;
        useEffect(() => {
          if (isPending || saves.current === 2) return;
          saves.current += 1;
          mutate(`save ${saves.current}`);
        }, [isPending, mutate]);
        return mutation;
      },
      { wrapper: Providers },
    );
    await waitFor(() => expect(held.write).toHaveBeenCalledTimes(1));
    act(() => held.answer('ok'));
    await waitFor(() => expect(held.write).toHaveBeenCalledTimes(2));
    act(() => held.answer('ok'));
    await waitFor(() => expect(result.current.data).toBe('save 2:ok'));
  });

  it('lets a write sent as the component goes through, even with one in flight', async () => {
    const held = heldWrite();
    const { result, unmount } = renderMutation(held.write);
    const { mutateAsync } = result.current;
    act(() => void mutateAsync('typed').catch(() => undefined));
    await waitFor(() => expect(held.write).toHaveBeenCalledTimes(1));
    unmount();
    void mutateAsync('last words').catch(() => undefined);
    await waitFor(() => expect(held.write).toHaveBeenCalledTimes(2));
  });
});
