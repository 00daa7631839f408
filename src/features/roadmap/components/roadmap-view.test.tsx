import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoadmapQuarter } from '@schemas/roadmap.ts';
import { env } from '@/config/env';
import { RoadmapView } from '@/features/roadmap/components/roadmap-view';
import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/session';

const IDEA_ID = '00000000-0000-4000-b000-000000000001';

const ROADMAP: RoadmapQuarter[] = [
  {
    quarter: 'Q4 2025',
    theme: 'Foundation',
    items: [
      { id: 1, label: 'Admin user management', status: 'done', shippedAt: null, ideas: [] },
      { id: 2, label: 'Authentication hardening', status: 'in_progress', shippedAt: null, ideas: [] },
    ],
  },
  {
    quarter: 'Q1 2026',
    theme: 'Growth',
    items: [{ id: 5, label: 'Team/Org accounts', status: 'planned', shippedAt: null, ideas: [] }],
  },
];

/** The roadmap after two items shipped, one of them carrying a rated idea. */
const SHIPPED: RoadmapQuarter[] = [
  {
    quarter: 'Q1 2026',
    theme: 'Growth',
    items: [
      {
        id: 7,
        label: 'Team/Org accounts',
        status: 'done',
        shippedAt: '2026-03-02T10:00:00.000Z',
        ideas: [
          {
            id: IDEA_ID,
            title: 'Shared workspaces',
            category: 'technology',
            adjustedScore: 61.25,
            finalScore: 72,
            totalRatings: 3,
          },
        ],
      },
      { id: 8, label: 'Mobile app', status: 'done', shippedAt: '2026-03-20T10:00:00.000Z', ideas: [] },
      { id: 9, label: 'Public API', status: 'planned', shippedAt: null, ideas: [] },
    ],
  },
];

describe('RoadmapView', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the legend, each quarter with its theme, and every item with its status', async () => {
    stubApi({ '/roadmap': ROADMAP });
    renderWithProviders(<RoadmapView />);

    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Done', 'In Progress', 'Planned']);

    const q4 = await screen.findByRole('region', { name: 'Q4 2025' });
    expect(within(q4).getByText('Foundation')).toBeInTheDocument();
    const done = within(q4).getByText('Admin user management').closest('li')!;
    expect(within(done).getByText('Done')).toBeInTheDocument();
    const inProgress = within(q4).getByText('Authentication hardening').closest('li')!;
    expect(within(inProgress).getByText('In Progress')).toBeInTheDocument();

    const q1 = screen.getByRole('region', { name: 'Q1 2026' });
    expect(within(q1).getByText('Growth')).toBeInTheDocument();
    expect(
      within(within(q1).getByText('Team/Org accounts').closest('li')!).getByText('Planned'),
    ).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Share Feedback' })).toHaveAttribute(
      'href',
      `mailto:${env.feedbackEmail}`,
    );
  });

  it("shows each item's ideas with their scores as links, and what shipped recently, newest first", async () => {
    stubApi({ '/roadmap': SHIPPED });
    renderWithProviders(<RoadmapView />, { route: '/roadmap' });

    const ideas = await screen.findByRole('list', { name: 'Ideas in Team/Org accounts' });
    const idea = within(ideas).getByRole('listitem');
    expect(within(idea).getByRole('link', { name: 'Shared workspaces' })).toHaveAttribute(
      'href',
      `/idea/${IDEA_ID}`,
    );
    expect(idea).toHaveTextContent('61.3 from 3 ratings');
    expect(screen.queryByRole('list', { name: 'Ideas in Public API' })).not.toBeInTheDocument();

    const shipped = screen.getByRole('region', { name: 'Recently shipped' });
    expect(
      within(shipped)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mobile appShipped March 20, 2026', 'Team/Org accountsShipped March 2, 2026']);
    expect(within(shipped).getByRole('link', { name: 'Mobile app' })).toHaveAttribute(
      'href',
      '/roadmap#roadmap-item-8',
    );
    expect(within(shipped).queryByText('Public API')).not.toBeInTheDocument();
  });

  it('gives every item its anchor, and highlights the one the address names', async () => {
    stubApi({ '/roadmap': SHIPPED });
    renderWithProviders(<RoadmapView />, { route: '/roadmap#roadmap-item-8' });

    const named = await screen.findByText('Mobile app', { selector: 'li p' });
    const item = named.closest('li')!;
    expect(item).toHaveAttribute('id', 'roadmap-item-8');
    await waitFor(() => expect(item).toHaveAttribute('data-highlighted', 'true'));
    expect(item).toHaveFocus();
    const other = screen.getByText('Public API', { selector: 'li p' }).closest('li')!;
    expect(other).toHaveAttribute('id', 'roadmap-item-9');
    expect(other).not.toHaveAttribute('data-highlighted');
  });

  it('shows the feedback card with the quarters, not below their skeleton, which they would push down', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({ '/roadmap': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithProviders(<RoadmapView />);
    expect(await screen.findByRole('status', { name: 'Loading roadmap' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Share Feedback' })).not.toBeInTheDocument();

    answer(Response.json({ success: true, data: ROADMAP }));
    expect(await screen.findByRole('region', { name: 'Q4 2025' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share Feedback' })).toBeInTheDocument();
  });

  it('leaves out Recently shipped while nothing has a shipping date', async () => {
    stubApi({ '/roadmap': ROADMAP });
    renderWithProviders(<RoadmapView />);
    expect(await screen.findByRole('region', { name: 'Q4 2025' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recently shipped' })).not.toBeInTheDocument();
  });

  it('shows the error with a way to try again', async () => {
    let calls = 0;
    stubApi({
      '/roadmap': () => {
        calls += 1;
        return calls === 1 ? Response.json({ success: false, message: 'Down' }, { status: 500 }) : ROADMAP;
      },
    });
    const view = renderWithProviders(<RoadmapView />);

    expect(await screen.findByText('Down')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share Feedback' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Q4 2025' })).toBeInTheDocument();
  });
});
