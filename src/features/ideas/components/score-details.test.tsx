import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DimensionScores, IdeaScores } from '@/features/ideas/api/get-idea-scores';
import { ScoreDetails } from '@/features/ideas/components/score-details';
import { fail, mockApi, ok } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

const dimension = (overrides: Partial<DimensionScores>): DimensionScores => ({
  mean: 50,
  adjusted: 50,
  spread: 0,
  histogram: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  categoryMedian: null,
  ...overrides,
});

const SCORES: IdeaScores = {
  totalRatings: 5,
  scoreMargin: 8.12,
  category: 'technology',
  dimensions: {
    marketDemand: dimension({
      mean: 74.4,
      spread: 9.15,
      histogram: [0, 0, 0, 0, 0, 0, 1, 2, 1, 1],
      categoryMedian: 61.25,
    }),
    innovation: dimension({ mean: 58, spread: 20.04, histogram: [1, 0, 0, 0, 1, 1, 0, 1, 0, 1] }),
    competition: dimension({ mean: 40.2, spread: 3.3, histogram: [0, 0, 0, 2, 3, 0, 0, 0, 0, 0] }),
  },
};

function renderDetails(answer = () => ok(SCORES)) {
  const api = mockApi({ 'GET /ideas/:id/scores': answer });
  const view = renderRoute(<ScoreDetails ideaId="idea-7" />, { path: '/', url: '/' });
  return { ...view, api };
}

/**
 * A dimension's figure. Browsers name a figure by its figcaption (the journeys find it so); jsdom's accessible-name
 * computation does not, so here the caption is matched directly.
 */
async function findFigure(name: string) {
  const figures = await screen.findAllByRole('figure');
  const figure = figures.find((candidate) => candidate.querySelector('figcaption')?.textContent === name);
  expect(figure, `a figure captioned ${name}`).toBeDefined();
  return figure!;
}

/** The rows of a dimension's table as [band, count], header row left out. */
function bandCounts(name: string) {
  const table = screen.getByRole('table', { name: `${name}: ratings per score band` });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row).getByRole('cell').textContent,
    ]);
}

describe('ScoreDetails', () => {
  it('shows each dimension with its mean, spread and the category median, and a table of the band counts', async () => {
    const { api } = renderDetails();
    expect(screen.getByRole('progressbar', { name: 'Loading score details' })).toBeInTheDocument();

    const market = await findFigure('Market Demand');
    expect(api.calls('GET', '/ideas/:id/scores')[0]!.params).toEqual({ id: 'idea-7' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(market).getByText('Mean 74.4 · Spread 9.2 · Category median 61.3')).toBeInTheDocument();
    expect(
      within(await findFigure('Innovation')).getByText('Mean 58.0 · Spread 20.0 · Category median none yet'),
    ).toBeInTheDocument();
    expect(
      within(await findFigure('Competition')).getByText('Mean 40.2 · Spread 3.3 · Category median none yet'),
    ).toBeInTheDocument();

    // Ten bands of ten points, the last one closed at 100; a header row above them.
    expect(within(market).getAllByRole('row')).toHaveLength(11);
    expect(bandCounts('Market Demand')).toEqual([
      ['0-9', '0'],
      ['10-19', '0'],
      ['20-29', '0'],
      ['30-39', '0'],
      ['40-49', '0'],
      ['50-59', '0'],
      ['60-69', '1'],
      ['70-79', '2'],
      ['80-89', '1'],
      ['90-100', '1'],
    ]);
    expect(bandCounts('Innovation').map(([, count]) => Number(count))).toEqual([
      1, 0, 0, 0, 1, 1, 0, 1, 0, 1,
    ]);
    expect(bandCounts('Competition').map(([, count]) => Number(count))).toEqual([
      0, 0, 0, 2, 3, 0, 0, 0, 0, 0,
    ]);
  });

  it('keeps the chart itself from screen readers, which read the table instead', async () => {
    renderDetails();
    const market = await findFigure('Market Demand');
    const hidden = market.querySelector('[aria-hidden="true"]');
    expect(hidden).not.toBeNull();
    expect(hidden).not.toContainElement(within(market).getByRole('table'));
    expect(hidden!.querySelector('[tabindex]:not([tabindex="-1"])')).toBeNull();
  });

  it("says 'Not rated yet' instead of a mean and spread of 0 before the first rating", async () => {
    const unrated: IdeaScores = {
      ...SCORES,
      totalRatings: 0,
      scoreMargin: null,
      dimensions: {
        marketDemand: dimension({ mean: 0, categoryMedian: 61.25 }),
        innovation: dimension({ mean: 0 }),
        competition: dimension({ mean: 0 }),
      },
    };
    renderDetails(() => ok(unrated));
    expect(
      within(await findFigure('Market Demand')).getByText('Not rated yet · Category median 61.3'),
    ).toBeInTheDocument();
    expect(
      within(await findFigure('Innovation')).getByText('Not rated yet · Category median none yet'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Mean 0\.0/)).not.toBeInTheDocument();
  });

  it('shows nothing when the scores cannot be loaded', async () => {
    const { api, container } = renderDetails(() => fail(500, 'Something went wrong', 'internal'));
    await waitFor(() => expect(api.calls('GET', '/ideas/:id/scores')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('');
  });
});
