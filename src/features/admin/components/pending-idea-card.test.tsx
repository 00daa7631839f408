import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIKELY_DUPLICATES, PendingIdeaCard } from '@/features/admin/components/pending-idea-card';
import { createPendingIdea } from '@/features/admin/testing/admin-data';
import { mockApi, ok } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

const NoEditor = () => null;
const DUPLICATE = {
  id: '33333333-0000-4000-8000-000000000001',
  title: 'Solar kiosks',
  category: 'technology',
  similarity: 0.81,
};

function renderCard(similar: unknown[]) {
  const idea = createPendingIdea({
    title: 'Solar kiosks for villages',
    description: 'Kiosks that charge phones.',
  });
  const api = mockApi({ 'GET /ideas/similar': () => ok(similar) });
  renderRoute(<PendingIdeaCard idea={idea} ideaEditor={NoEditor} />, { path: '/admin', url: '/admin' });
  return api;
}

describe('Pending idea card', () => {
  it("lists the approved ideas that look like it under 'Likely duplicates', with links", async () => {
    const api = renderCard([DUPLICATE]);
    const box = await screen.findByRole('region', { name: LIKELY_DUPLICATES });
    expect(within(box).getByRole('link', { name: 'Solar kiosks' })).toHaveAttribute(
      'href',
      `/idea/${DUPLICATE.id}`,
    );
    expect(box).toHaveTextContent('81% alike');
    const query = api.calls('GET', '/ideas/similar')[0]!.query;
    expect([query.get('title'), query.get('description')]).toEqual([
      'Solar kiosks for villages',
      'Kiosks that charge phones.',
    ]);
  });

  it('shows no duplicates box when nothing looks alike', async () => {
    const api = renderCard([]);
    await waitFor(() => expect(api.calls('GET', '/ideas/similar')).toHaveLength(1));
    await screen.findByRole('article', { name: 'Solar kiosks for villages' });
    expect(screen.queryByRole('region', { name: LIKELY_DUPLICATES })).not.toBeInTheDocument();
  });
});
