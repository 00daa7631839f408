import { describe, expect, it } from 'vitest';
import { putPageInCache } from '@/features/landing-pages/api/get-landing-pages';
import { landingKeys } from '@/features/landing-pages/api/keys';
import { page } from '@/features/landing-pages/testing/landing-data';
import { createTestQueryClient } from '@/testing/render';

describe('putPageInCache', () => {
  it("puts a change's answer in the cached list and detail, keeping the list's pages and order", () => {
    const queryClient = createTestQueryClient();
    const other = { ...page, id: '7a1e0000-0000-4000-8000-000000000002', slug: 'wind-roofs' };
    queryClient.setQueryData(landingKeys.mine(), [other, page]);
    const published = { ...page, publishedAt: '2026-11-21T09:00:00Z', waitlistCount: 3 };

    putPageInCache(queryClient, published);

    expect(queryClient.getQueryData(landingKeys.mine())).toEqual([other, published]);
    expect(queryClient.getQueryData(landingKeys.detail(page.id))).toEqual(published);
    expect(queryClient.getQueryState(landingKeys.mine())?.isInvalidated).toBe(false);
  });

  it('leaves a list that was never read unread', () => {
    const queryClient = createTestQueryClient();
    putPageInCache(queryClient, page);
    expect(queryClient.getQueryData(landingKeys.mine())).toBeUndefined();
    expect(queryClient.getQueryData(landingKeys.detail(page.id))).toEqual(page);
  });
});
