import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createQueryClient, notAgainWhenMissing } from '@/lib/query-client';

/** A query always failing with `error`, as a route's loader prefetches it, then mounted as its page does. */
async function askedAfterMount(error: Error, reset = false): Promise<number> {
  const client = createQueryClient();
  let asked = 0;
  const queryFn = () => {
    asked += 1;
    return Promise.reject(error);
  };
  const options = {
    queryKey: ['thing'],
    queryFn,
    retry: false,
    retryOnMount: notAgainWhenMissing,
  };
  await client.prefetchQuery(options);
  if (reset) await client.resetQueries({ queryKey: ['thing'] });
  const observer = new QueryObserver(client, options);
  const unsubscribe = observer.subscribe(() => undefined);
  await expect.poll(() => observer.getCurrentResult().isFetching).toBe(false);
  unsubscribe();
  return asked;
}

describe('notAgainWhenMissing', () => {
  it("does not ask again on mount for a 404 the route's loader has received", async () => {
    expect(await askedAfterMount(new ApiError(404, 'not_found', 'Landing page not found'))).toBe(1);
  });

  it('asks again for a 404 once the query is reset, and for any other failure', async () => {
    expect(await askedAfterMount(new ApiError(404, 'not_found', 'Landing page not found'), true)).toBe(2);
    expect(await askedAfterMount(new ApiError(403, 'forbidden', 'Not allowed'))).toBe(2);
  });
});
