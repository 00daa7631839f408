import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LandingStats } from '@schemas/landing-stats.ts';
import { formatConversion, StatsPanel } from '@/features/landing-pages/components/stats-panel';
import { page } from '@/features/landing-pages/testing/landing-data';
import { fail, mockApi, ok } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

afterEach(() => vi.restoreAllMocks());

/** 30 days ending 2026-11-26, all empty but those given. */
function statsWith(active: Record<string, { views: number; signups: number }>): LandingStats {
  const days = Array.from({ length: 30 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 10, 26 - 29 + index)).toISOString().slice(0, 10);
    return { day, views: 0, signups: 0, ...active[day] };
  });
  const views = days.reduce((sum, day) => sum + day.views, 0);
  const signups = days.reduce((sum, day) => sum + day.signups, 0);
  return { days, totals: { views, signups, conversion: views ? signups / views : null } };
}

const renderPanel = () =>
  renderRoute(<StatsPanel page={page} />, {
    path: '/landing-generator/:id',
    url: `/landing-generator/${page.id}`,
  });

describe('the stats panel', () => {
  it('shows the totals, the conversion rate and the days with views or sign-ups, newest first', async () => {
    const api = mockApi({
      'GET /landing-pages/:id/stats': () =>
        ok(statsWith({ '2026-11-24': { views: 40, signups: 1 }, '2026-11-26': { views: 1200, signups: 4 } })),
    });
    renderPanel();
    expect(screen.getByRole('progressbar', { name: 'Loading the views' })).toBeInTheDocument();
    expect(await screen.findByTestId('stats-views')).toHaveTextContent('1,240');
    expect(screen.getByTestId('stats-signups')).toHaveTextContent('5');
    expect(screen.getByTestId('stats-conversion')).toHaveTextContent('0.4%');
    const table = screen.getByRole('table', { name: 'Views and sign-ups per day, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['2026-11-261,2004', '2026-11-24401']);
    expect(within(table).getByRole('rowheader', { name: '2026-11-26' })).toBeInTheDocument();
    expect(api.requests.map((r) => r.path)).toEqual([`/landing-pages/${page.id}/stats`]);
  });

  it('says so while nobody has seen the page, with no rate to show', async () => {
    mockApi({ 'GET /landing-pages/:id/stats': () => ok(statsWith({})) });
    renderPanel();
    expect(
      await screen.findByText('No views yet. Each visit to the published page counts once.'),
    ).toBeVisible();
    expect(screen.getByTestId('stats-views')).toHaveTextContent('0');
    expect(screen.getByTestId('stats-conversion')).toHaveTextContent('—');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the stats could not be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /landing-pages/:id/stats': () => fail(500, 'Something went wrong on our side.') });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('The views could not be loaded.');
  });

  it('writes the conversion as a percentage with at most one decimal', () => {
    expect(formatConversion(0.125)).toBe('12.5%');
    expect(formatConversion(1)).toBe('100%');
    expect(formatConversion(null)).toBe('—');
  });
});
