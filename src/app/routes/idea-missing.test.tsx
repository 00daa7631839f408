import { screen, waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Component as IdeaPage } from '@/app/routes/idea';
import { createRoutes } from '@/app/router';
import { paths } from '@/config/paths';
import { getIdeaQueryOptions } from '@/features/ideas/api/get-idea';
import { createTestIdea } from '@/testing/ideas-data';
import { fail, mockApi, ok } from '@/testing/mock-api-ideas';
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

  it("has its route's loader ask for the ratings only once the idea is known to exist", async () => {
    const idea = createTestIdea();
    const api = mockApi({
      'GET /ideas/:id': ({ params }) =>
        params.id === idea.id ? ok(idea) : fail(404, 'Idea not found', 'not_found'),
      'GET /ratings/idea/:id': () => ok({ items: [], total: 0 }),
    });
    const routes = createRoutes(createTestQueryClient()).flatMap((route) => route.children ?? []);
    const loader = routes.find((route: RouteObject) => route.path === paths.idea.path)?.loader;
    if (typeof loader !== 'function') throw new Error('the idea route has no loader');
    const load = (id: string) => {
      const url = new URL(`http://localhost/idea/${id}`);
      const args: LoaderFunctionArgs = {
        params: { id },
        request: new Request(url),
        url,
        pattern: paths.idea.path,
        context: undefined,
      };
      return loader(args);
    };

    await load(ID);
    await load(idea.id);
    const ratingsAskedFor = () => api.calls('GET', '/ratings/idea/:id').map((call) => call.params.id);
    await waitFor(() => expect(ratingsAskedFor()).toContain(idea.id));
    expect(ratingsAskedFor()).toEqual([idea.id]);
    expect(api.calls('GET', '/ideas/:id')).toHaveLength(2);
  });
});
