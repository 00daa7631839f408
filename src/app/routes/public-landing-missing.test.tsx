import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Component as PublicLandingRoute } from '@/app/routes/public-landing';
import { getPublicLandingPageQueryOptions } from '@/features/landing-pages/api/get-public-landing-page';
import { fail, mockApi } from '@/testing/mock-api-ideas';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';

describe('A published page that is not online', () => {
  it('is asked for once, and its tab is titled like the other pages not found', async () => {
    const api = mockApi({ 'GET /p/:slug': () => fail(404, 'Landing page not found', 'not_found') });
    const queryClient = createTestQueryClient();
    // What the route's loader does before the page's code has loaded.
    await queryClient.prefetchQuery(getPublicLandingPageQueryOptions('nonexistent'));
    renderWithProviders(<PublicLandingRoute />, { route: '/p/nonexistent', path: '/p/:slug', queryClient });

    expect(await screen.findByRole('heading', { name: 'This page is not online' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found · Ideaboard');
    expect(api.calls('GET', '/p/:slug')).toHaveLength(1);
  });
});
