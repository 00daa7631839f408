import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IdeaRoadmapItem } from '@/features/roadmap/components/idea-roadmap-item';
import { renderWithProviders } from '@/testing/render';

describe('IdeaRoadmapItem', () => {
  it("shows the idea's roadmap item, its status and when it shipped, linking to the item on the roadmap", async () => {
    renderWithProviders(
      <IdeaRoadmapItem
        item={{
          id: 7,
          quarter: 'Q1 2026',
          label: 'Team accounts',
          status: 'done',
          shippedAt: '2026-03-02T10:00:00Z',
        }}
      />,
    );
    const section = await screen.findByRole('region', { name: 'On the roadmap' });
    expect(within(section).getByRole('link', { name: 'Team accounts' })).toHaveAttribute(
      'href',
      '/roadmap#roadmap-item-7',
    );
    expect(within(section).getByText('Done')).toBeInTheDocument();
    expect(within(section).getByText('Q1 2026 · Shipped March 2, 2026')).toBeInTheDocument();
  });

  it('shows the quarter alone until the item ships, and nothing for an idea on no item', async () => {
    const view = renderWithProviders(
      <IdeaRoadmapItem
        item={{ id: 8, quarter: 'Q2 2026', label: 'Exports', status: 'planned', shippedAt: null }}
      />,
    );
    expect(await screen.findByText('Q2 2026')).toBeInTheDocument();
    expect(screen.getByText('Planned')).toBeInTheDocument();
    view.unmount();
    renderWithProviders(<IdeaRoadmapItem item={null} />);
    expect(screen.queryByRole('region', { name: 'On the roadmap' })).not.toBeInTheDocument();
  });
});
