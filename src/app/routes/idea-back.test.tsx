import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Component as IdeaPage } from '@/app/routes/idea';
import { createTestIdea } from '@/testing/ideas-data';
import { mockApi, ok } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

describe("The idea page's 'Back'", () => {
  it('returns to the page of the app the visitor came from, with its search', async () => {
    const idea = createTestIdea();
    mockApi({
      'GET /ideas/:id': () => ok(idea),
      'GET /ratings/idea/:id': () => ({
        status: 200,
        body: { success: true, data: [], meta: { total: 0, limit: 20, offset: 0, own: null } },
      }),
    });
    const { router, user } = renderRoute(<IdeaPage />, {
      path: '/idea/:id',
      url: '/?from=home',
    });
    await screen.findByRole('heading', { name: 'Page /' });
    await router.navigate(`/idea/${idea.id}`);

    await user.click(await screen.findByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?from=home');
  });
});
