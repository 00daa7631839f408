import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Component as IdeaPage } from '@/app/routes/idea';
import { getIdeaQueryOptions } from '@/features/ideas/api/get-idea';
import { fail, mockApi } from '@/testing/mock-api-ideas';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';

const ID = '44444444-0000-4000-8000-000000000404';

describe('A missing idea', () => {
  it('is asked for once: the failed prefetch of the route is not repeated as the page mounts', async () => {
    const api = mockApi({ 'GET /ideas/:id': () => fail(404, 'Idea not found', 'not_found') });
    const queryClient = createTestQueryClient();
    // What the route's loader does before the page's code has loaded.
    await queryClient.prefetchQuery(getIdeaQueryOptions(ID));
    renderWithProviders(<IdeaPage />, { route: `/idea/${ID}`, path: '/idea/:id', queryClient });

    expect(await screen.findByRole('heading', { name: 'Idea Not Found' })).toBeInTheDocument();
    expect(api.calls('GET', '/ideas/:id')).toHaveLength(1);
  });
});
