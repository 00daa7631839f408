import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeaturedIdeas } from '@/features/home/components/featured-ideas';
import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/session';
import type { Idea } from '@schemas/ideas.ts';

function makeIdea(overrides: Partial<Idea> = {}): Idea {
  return {
    id: 'a0000000-0000-4000-8000-000000000001',
    title: 'Solar kiosks for rural clinics',
    description: 'Pay-as-you-go solar power for small clinics that lose vaccines to power cuts every week.',
    category: 'healthcare',
    targetMarket: 'Rural clinics',
    businessModel: 'Subscription',
    competitors: '',
    fundingNeeded: 50000,
    timeline: '',
    tags: [],
    websiteUrl: '',
    socialMedia: {},
    hasPitchDeck: false,
    pitchDeckUrl: null,
    authorId: 'b0000000-0000-4000-8000-000000000001',
    author: { displayName: 'Ada' },
    status: 'approved',
    rejectionReason: null,
    reviewedAt: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    finalScore: 87.25,
    totalRatings: 4,
    commentCount: 0,
    marketDemandScore: 90,
    innovationScore: 85,
    competitionScore: 86.75,
    adjustedScore: 68.5,
    adjustedMarketDemand: 70,
    adjustedInnovation: 67.78,
    adjustedCompetition: 67.72,
    spread: 5,
    marketDemandSpread: 5,
    innovationSpread: 5,
    competitionSpread: 5,
    scoreMargin: 4.9,
    ...overrides,
  };
}

describe('FeaturedIdeas', () => {
  beforeEach(() => {
    // The API client logs failed calls; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks for 6 approved ideas and shows two tags plus '+N' on each card", async () => {
    const fetchMock = stubApi({
      '/ideas': [
        makeIdea({
          id: 'i1',
          title: 'Many tags',
          tags: ['ai', 'health', 'solar', 'rural'],
          category: 'technology',
        }),
        makeIdea({
          id: 'i2',
          title: 'Two tags',
          tags: ['fintech', 'b2b'],
          finalScore: 70,
          category: 'mystery' as never,
        }),
      ],
    });
    renderWithProviders(<FeaturedIdeas />);

    const many = (await screen.findByRole('heading', { name: 'Many tags' })).closest('a')!;
    expect(many).toHaveAttribute('href', '/idea/i1');
    expect(within(many).getByText('ai')).toBeInTheDocument();
    expect(within(many).getByText('health')).toBeInTheDocument();
    expect(within(many).queryByText('solar')).not.toBeInTheDocument();
    expect(within(many).getByText('+2')).toBeInTheDocument();
    expect(within(many).getByText('87.3')).toBeInTheDocument();
    expect(within(many).getByText('Technology')).toBeInTheDocument();

    const two = screen.getByRole('heading', { name: 'Two tags' }).closest('a')!;
    expect(within(two).getByText('b2b')).toBeInTheDocument();
    expect(within(two).queryByText(/^\+\d+$/)).not.toBeInTheDocument();
    expect(within(two).getByText('70.0')).toBeInTheDocument();
    expect(within(two).getByText('Other')).toBeInTheDocument();

    const [input] = fetchMock.mock.calls[0]!;
    const url = new URL(input instanceof Request ? input.url : input.toString());
    expect(url.pathname).toBe('/functions/v1/api/ideas');
    expect(url.searchParams.get('status')).toBe('approved');
    expect(url.searchParams.get('limit')).toBe('6');
  });

  it('shows skeletons while loading', () => {
    stubApi({ '/ideas': () => new Promise(() => {}) });
    renderWithProviders(<FeaturedIdeas />);
    expect(screen.getByRole('status', { name: 'Loading ideas' })).toBeInTheDocument();
  });

  it("says 'No ideas available yet.' when there are none", async () => {
    stubApi({ '/ideas': [] });
    renderWithProviders(<FeaturedIdeas />);
    expect(await screen.findByText('No ideas available yet.')).toBeInTheDocument();
  });

  it("shows the error and fetches again on 'Try Again'", async () => {
    let calls = 0;
    stubApi({
      '/ideas': () => {
        calls += 1;
        return calls === 1
          ? Response.json({ success: false, message: 'The database is resting' }, { status: 503 })
          : [makeIdea({ title: 'Back again' })];
      },
    });
    const view = renderWithProviders(<FeaturedIdeas />);

    expect(await screen.findByText('The database is resting')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
