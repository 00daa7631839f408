import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeaderboardPreview } from '@/features/home/components/leaderboard-preview';
import { createTestIdea } from '@/testing/ideas-data';
import { mockApi, ok } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

const renderPreview = () => renderRoute(<LeaderboardPreview />, { path: '/', url: '/' });

describe('LeaderboardPreview', () => {
  it("shows the API's 3 most trusted ideas with their adjusted scores, linked, and no sample figures", async () => {
    const api = mockApi({
      'GET /ideas': () =>
        ok([
          createTestIdea({ title: 'Solar kiosks', adjustedScore: 71.26 }),
          createTestIdea({ title: 'Pet insurance', adjustedScore: 64 }),
          createTestIdea({ title: 'New idea', totalRatings: 0, adjustedScore: 50 }),
        ]),
    });
    renderPreview();

    const list = await screen.findByRole('list', { name: 'Top ideas' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Solar kiosks'),
      expect.stringContaining('Pet insurance'),
      expect.stringContaining('New idea'),
    ]);
    expect(within(rows[0]!).getByText('71.3')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Solar kiosks' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/idea\//),
    );
    expect(within(rows[2]!).getByText('Not rated yet')).toBeInTheDocument();
    expect(screen.queryByText('88.4')).not.toBeInTheDocument();
    expect(Object.fromEntries(api.calls('GET', '/ideas')[0]!.query)).toEqual({
      status: 'approved',
      sort: 'adjustedScore',
      order: 'desc',
      limit: '3',
    });
    expect(screen.getByRole('link', { name: 'View the full leaderboard' })).toHaveAttribute(
      'href',
      '/leaderboard?sort=adjustedScore',
    );
  });

  it('says so when the leaderboard is empty', async () => {
    mockApi({ 'GET /ideas': () => ok([]) });
    renderPreview();
    expect(screen.getByRole('status', { name: 'Loading the top ideas' })).toBeInTheDocument();
    expect(await screen.findByText('No ideas on the leaderboard yet.')).toBeInTheDocument();
  });
});
