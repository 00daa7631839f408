import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoadmapQuarter } from '@schemas/roadmap.ts';
import { env } from '@/config/env';
import { RoadmapView } from '@/features/roadmap/components/roadmap-view';
import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/session';

const ROADMAP: RoadmapQuarter[] = [
  {
    quarter: 'Q4 2025',
    theme: 'Foundation',
    items: [
      { label: 'Admin user management', status: 'done' },
      { label: 'Authentication hardening', status: 'in_progress' },
    ],
  },
  { quarter: 'Q1 2026', theme: 'Growth', items: [{ label: 'Team/Org accounts', status: 'planned' }] },
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
    await view.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Q4 2025' })).toBeInTheDocument();
  });
});
