import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Component as IdeaPage } from '@/app/routes/idea';
import { REVIEW_NOTICE } from '@/features/ideas/components/idea-edit-dialog';
import type { Rating } from '@schemas/ratings.ts';
import {
  AUTHOR_ID,
  createTestIdea,
  createTestMe,
  createTestPendingEdit,
  MEMBER_ID,
} from '@/testing/ideas-data';
import { fail, mockApi, ok, type ApiAnswer, type ApiRequest } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';
import type { Idea } from '@schemas/ideas.ts';

const member = createTestMe();
const author = createTestMe({ uid: AUTHOR_ID, displayName: 'Alice Author' });

function rating(overrides: Partial<Rating> = {}): Rating {
  return {
    id: crypto.randomUUID(),
    ideaId: 'x',
    userId: 'c0000000-0000-4000-8000-000000000003',
    rater: { displayName: 'Rita Rater' },
    marketDemand: 80,
    innovation: 60,
    competition: 40,
    isAnonymous: false,
    isOwn: false,
    createdAt: '2025-02-01T10:00:00Z',
    ...overrides,
  };
}

/** The API's page of ratings: `limit` from `offset`, with the total and the caller's own rating in meta. */
function ratingsPage(ratings: Rating[], query: URLSearchParams): ApiAnswer {
  const limit = Number(query.get('limit') ?? 20);
  const offset = Number(query.get('offset') ?? 0);
  const own = ratings.find((item) => item.isOwn) ?? null;
  return {
    status: 200,
    body: {
      success: true,
      data: ratings.slice(offset, offset + limit),
      meta: { total: ratings.length, limit, offset, own },
    },
  };
}

interface Setup {
  idea?: Idea;
  ratings?: Rating[];
  user?: typeof member;
  routes?: Record<string, (request: ApiRequest) => ApiAnswer>;
}

function renderIdeaPage({ idea = createTestIdea(), ratings = [], user, routes = {} }: Setup = {}) {
  const api = mockApi({
    'GET /ideas/:id': () => ok(idea),
    'GET /ratings/idea/:id': ({ query }) => ratingsPage(ratings, query),
    ...(user ? { 'GET /me': () => ok(user) } : {}),
    ...routes,
  });
  const view = renderRoute(<IdeaPage />, { path: '/idea/:id', url: `/idea/${idea.id}`, user });
  return { ...view, api, idea };
}

const ratingForm = () => screen.queryByRole('form', { name: 'Rate this idea' });

// The edit dialog's many fields take seconds to mount in jsdom.
describe('Idea page', () => {
  it('shows the idea, its scores with one decimal, links and ratings', async () => {
    const idea = createTestIdea({
      title: 'Solar kiosks',
      tags: ['energy', 'retail'],
      pitchDeckUrl: 'https://storage.example/deck.pdf?token=1',
      hasPitchDeck: true,
      websiteUrl: 'https://solar.example',
    });
    renderIdeaPage({
      idea,
      ratings: [rating(), rating({ isAnonymous: true, rater: null, userId: null })],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Solar kiosks' })).toBeInTheDocument();
    expect(screen.getByText('January 5, 2025')).toBeInTheDocument();
    expect(screen.getByText('72.3')).toBeInTheDocument();
    expect(screen.getByText('70.6')).toBeInTheDocument();
    expect(screen.getByText('66.0')).toBeInTheDocument();
    expect(screen.getByText('Overall Score · based on 4 ratings')).toBeInTheDocument();
    expect(screen.getByText('Needs more ratings')).toBeInTheDocument();
    expect(screen.getByText('energy')).toBeInTheDocument();
    expect(screen.getByText('Small businesses in Europe')).toBeInTheDocument();
    expect(screen.getByText('$50,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Pitch Deck' })).toHaveAttribute(
      'href',
      'https://storage.example/deck.pdf?token=1',
    );
    expect(screen.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://solar.example');
    // Opened directly (the first page of the visit): 'Back' leads to the leaderboard.
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/leaderboard');
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', `/user/${AUTHOR_ID}`);

    const list = await screen.findByRole('list', { name: 'Ratings' });
    expect(within(list).getByText('Rita Rater')).toBeInTheDocument();
    expect(within(list).getByText('Anonymous')).toBeInTheDocument();
    expect(within(list).getAllByText(/Market Demand 80\.0/)).toHaveLength(2);
    expect(document.title).toMatch(/^Solar kiosks/);
  });

  it("shows the score's margin once the idea has 5 ratings", async () => {
    renderIdeaPage({ idea: createTestIdea({ totalRatings: 5, scoreMargin: 7.06 }) });
    expect(await screen.findByText('± 7.1')).toBeInTheDocument();
    expect(screen.getByText('Overall Score · based on 5 ratings')).toBeInTheDocument();
    expect(screen.queryByText('Needs more ratings')).not.toBeInTheDocument();
  });

  it("shows a much-rated idea's ratings 20 at a time", async () => {
    const ratings = Array.from({ length: 45 }, (_, i) =>
      rating({ rater: { displayName: `Rater ${i + 1}` } }),
    );
    const { user, api } = renderIdeaPage({ ratings });

    expect(await screen.findByRole('heading', { name: 'Ratings (45)' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Ratings' });
    expect(within(list).getAllByText(/^Rater \d+$/)).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show 20 more ratings' }));
    await waitFor(() => expect(within(list).getAllByText(/^Rater \d+$/)).toHaveLength(40));
    await user.click(screen.getByRole('button', { name: 'Show 5 more ratings' }));
    await waitFor(() => expect(within(list).getAllByText(/^Rater \d+$/)).toHaveLength(45));
    expect(within(list).getByText('Rater 45')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /more ratings/ })).not.toBeInTheDocument();
    const pages = api.calls('GET', '/ratings/idea/:id').map((call) => Object.fromEntries(call.query));
    expect(pages).toEqual([
      { limit: '20', offset: '0' },
      { limit: '20', offset: '20' },
      { limit: '20', offset: '40' },
    ]);
  });

  it("says 'already rated' from the caller's own rating even when it is not on the first page", async () => {
    const ratings = Array.from({ length: 30 }, () => rating());
    ratings[27] = rating({ isOwn: true, userId: MEMBER_ID });
    const { api } = renderIdeaPage({ user: member, ratings });
    expect(await screen.findByText('You have already rated this idea.')).toBeInTheDocument();
    expect(ratingForm()).not.toBeInTheDocument();
    expect(api.calls('GET', '/ratings/idea/:id').every((call) => call.query.get('offset') === '0')).toBe(
      true,
    );
  });

  it('asks a signed-out visitor to sign in instead of showing the form or the owner buttons', async () => {
    renderIdeaPage();
    expect(await screen.findByText('Sign in to rate this idea.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(ratingForm()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(await screen.findByText('No ratings yet. Be the first to rate this idea!')).toBeInTheDocument();
  });

  it('tells the author they cannot rate their own idea, and gives them Edit and Delete', async () => {
    renderIdeaPage({ user: author });
    expect(await screen.findByText('You cannot rate your own idea.')).toBeInTheDocument();
    expect(ratingForm()).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('tells a member who rated already, from the ratings list', async () => {
    renderIdeaPage({ user: member, ratings: [rating({ isOwn: true, userId: MEMBER_ID })] });
    expect(await screen.findByText('You have already rated this idea.')).toBeInTheDocument();
    expect(ratingForm()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('lets a member who has not rated post the slider values, shows the scores it answers, refetches its ratings', async () => {
    const user = userEvent.setup();
    const answer: { idea?: Idea } = {};
    const { api, idea } = renderIdeaPage({
      user: member,
      ratings: [rating()],
      routes: {
        'POST /ratings': () => ok({ rating: {}, idea: answer.idea }, 201, 'Rating submitted successfully!'),
      },
    });
    answer.idea = { ...idea, finalScore: 67.3, totalRatings: idea.totalRatings + 1 };

    const form = await screen.findByRole('form', { name: 'Rate this idea' });
    expect(screen.queryByText('You cannot rate your own idea.')).not.toBeInTheDocument();
    expect(screen.queryByText('You have already rated this idea.')).not.toBeInTheDocument();
    const market = within(form).getByRole('slider', { name: 'Market Demand' });
    const innovation = within(form).getByRole('slider', { name: 'Innovation' });
    const competition = within(form).getByRole('slider', { name: 'Competition' });
    for (const slider of [market, innovation, competition]) expect(slider).toHaveValue('50');

    market.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    innovation.focus();
    await user.keyboard('{End}');
    competition.focus();
    await user.keyboard('{ArrowLeft}');
    await user.click(within(form).getByRole('checkbox', { name: 'Rate anonymously' }));
    await user.click(within(form).getByRole('button', { name: 'Submit Rating' }));

    expect(await screen.findByText('Rating submitted successfully!')).toBeInTheDocument();
    expect(api.calls('POST', '/ratings')[0]!.body).toEqual({
      ideaId: idea.id,
      marketDemand: 52,
      innovation: 100,
      competition: 49,
      isAnonymous: true,
    });
    // The answer's idea replaces the cached one: no second read of the idea.
    expect(await screen.findAllByText('67.3')).not.toHaveLength(0);
    await waitFor(() => expect(api.calls('GET', '/ratings/idea/:id')).toHaveLength(2));
    expect(api.calls('GET', '/ideas/:id')).toHaveLength(1);
  });

  it('moves to the idea a rating landed on when the rated one was merged into it meanwhile', async () => {
    const user = userEvent.setup();
    const target = createTestIdea({ title: 'Solar kiosks', finalScore: 61.2 });
    let merged = false;
    const { idea } = renderIdeaPage({
      user: member,
      routes: {
        'GET /ideas/:id': ({ params }) =>
          params.id === target.id
            ? ok(target)
            : merged
              ? {
                  status: 404,
                  body: {
                    success: false,
                    code: 'idea_merged',
                    message: `This idea was merged into "${target.title}".`,
                    details: { mergedInto: { id: target.id, title: target.title } },
                  },
                }
              : ok(idea),
        'POST /ratings': () => {
          merged = true;
          return ok({ rating: {}, idea: target }, 201, 'Rating submitted successfully!');
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Rate this idea' });
    await user.click(within(form).getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar kiosks' })).toBeInTheDocument();
    expect(await screen.findByText('This idea was merged into "Solar kiosks".')).toBeInTheDocument();
  });

  it("says a failure plainly, and a 409 (rated already) as the 'already rated' notice, not as a failure", async () => {
    const user = userEvent.setup();
    let answer = fail(500, 'Something went wrong on our side.', 'internal_error');
    renderIdeaPage({ user: member, routes: { 'POST /ratings': () => answer } });

    await user.click(await screen.findByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByText('Failed to submit rating. Please try again.')).toBeInTheDocument();

    answer = fail(409, 'You have already rated this idea.', 'already_exists');
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByText('You have already rated this idea.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Rating' })).not.toBeInTheDocument();
  });

  it.each([
    ['pending', 'In review'],
    ['rejected', 'Not published'],
  ] as const)("shows a %s idea as '%s' instead of scores, with no call to rate it", async (status, label) => {
    const idea = createTestIdea({ status, finalScore: 0, totalRatings: 0, marketDemandScore: 0 });
    renderIdeaPage({ idea, user: member });

    const scores = await screen.findByRole('region', { name: 'Scores' });
    expect(within(scores).getByText(label)).toBeInTheDocument();
    expect(screen.queryByText('0.0')).not.toBeInTheDocument();
    expect(await screen.findByText('No ratings yet.')).toBeInTheDocument();
    expect(screen.queryByText(/Be the first to rate/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rate This Idea' })).not.toBeInTheDocument();
    expect(ratingForm()).not.toBeInTheDocument();
  });

  it.each([
    [
      'a phone',
      true,
      ['Solar kiosks', 'Scores', 'Rate This Idea', 'Business Details', 'Ratings (0)', 'About the Author'],
    ],
    [
      'a wide screen',
      false,
      ['Solar kiosks', 'Business Details', 'Ratings (0)', 'Scores', 'Rate This Idea', 'About the Author'],
    ],
  ])('on %s, orders the sections for reading', async (_screen, narrow, order) => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: narrow && query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    }));
    try {
      renderIdeaPage({ idea: createTestIdea({ title: 'Solar kiosks' }) });
      await screen.findByRole('heading', { name: 'Ratings (0)' });
      const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
      expect(headings.filter((text) => order.includes(text ?? ''))).toEqual(order);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the score details per dimension with a table of the band counts', async () => {
    const dimension = (mean: number, median: number | null) => ({
      mean,
      adjusted: 55,
      spread: 12.34,
      histogram: [0, 0, 0, 0, 0, 1, 2, 1, 0, 0],
      categoryMedian: median,
    });
    renderIdeaPage({
      routes: {
        'GET /ideas/:id/scores': () =>
          ok({
            totalRatings: 4,
            scoreMargin: 9.87,
            category: 'technology',
            dimensions: {
              marketDemand: dimension(80, 61.5),
              innovation: dimension(70.56, null),
              competition: dimension(66.04, 50),
            },
          }),
      },
    });
    const details = await screen.findByRole('region', { name: 'Score Details' });
    expect(
      await within(details).findByText('Mean 80.0 · Spread 12.3 · Category median 61.5'),
    ).toBeInTheDocument();
    expect(
      within(details).getByText('Mean 70.6 · Spread 12.3 · Category median none yet'),
    ).toBeInTheDocument();
    const table = within(details).getByRole('table', { name: 'Competition: ratings per score band' });
    expect(within(table).getByRole('row', { name: '60-69 2' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '90-100 0' })).toBeInTheDocument();
  });

  it('shows no score details for an idea without ratings', async () => {
    const { api } = renderIdeaPage({ idea: createTestIdea({ totalRatings: 0, scoreMargin: null }) });
    await screen.findByRole('heading', { name: 'Ratings (0)' });
    expect(screen.queryByRole('region', { name: 'Score Details' })).not.toBeInTheDocument();
    expect(api.calls('GET', '/ideas/:id/scores')).toHaveLength(0);
  });

  it("says 'Idea Not Found' when the idea does not exist", async () => {
    renderIdeaPage({ routes: { 'GET /ideas/:id': () => fail(404, 'Idea not found', 'not_found') } });
    expect(await screen.findByRole('heading', { name: 'Idea Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The idea you are looking for does not exist.')).toBeInTheDocument();
  });

  it('asks before deleting, then deletes, says so and goes home', async () => {
    const user = userEvent.setup();
    const { api } = renderIdeaPage({ user: author, routes: { 'DELETE /ideas/:id': () => ok({ id: 'x' }) } });

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Idea' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this idea? It goes to the trash, where an administrator can restore it within 30 days.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE', '/ideas/:id')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Deleted. An administrator can restore it within 30 days.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Page /' })).toBeInTheDocument();
    expect(api.calls('DELETE', '/ideas/:id')).toHaveLength(1);
  });

  it('says when deleting failed', async () => {
    const user = userEvent.setup();
    renderIdeaPage({
      user: author,
      routes: { 'DELETE /ideas/:id': () => fail(500, 'Boom', 'internal_error') },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete idea. Please try again.')).toBeInTheDocument();
  });

  it('edits with the bounds shown, refuses a duplicate tag, and sends the form', async () => {
    const user = userEvent.setup();
    const { api, idea } = renderIdeaPage({
      user: author,
      routes: { 'PUT /ideas/:id': () => ok(createTestIdea({ title: 'A better title' })) },
    });

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Idea' });
    expect(within(dialog).getByText('Between 5 and 100 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Between 50 and 2000 characters')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Between 10 and 500 characters')).toHaveLength(2);
    expect(within(dialog).getByRole('spinbutton', { name: 'Funding Needed ($)' })).toHaveAttribute(
      'step',
      '1000',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Twitter' })).toHaveAttribute('type', 'url');

    const title = within(dialog).getByRole('textbox', { name: /Idea Title/ });
    await user.clear(title);
    await user.type(title, 'Tiny');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Title must be at least 5 characters')).toBeInTheDocument();
    expect(api.calls('PUT', '/ideas/:id')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Add a tag' }), 'SaaS{Enter}');
    expect(within(dialog).getByText("'SaaS' is already a tag")).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Add a tag' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Add a tag' }), 'energy{Enter}');

    await user.clear(title);
    await user.type(title, 'A better title');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Idea updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const form = api.calls('PUT', '/ideas/:id')[0]!.body as FormData;
    expect(form.get('title')).toBe('A better title');
    expect(JSON.parse(form.get('tags') as string)).toEqual(['saas', 'ai', 'energy']);
    expect(form.get('fundingNeeded')).toBe('50000');
    expect(form.get('removePitchDeck')).toBeNull();
    // The answer is the idea as it now stands: the page shows it without reading it again.
    expect(await screen.findByRole('heading', { name: 'A better title', level: 1 })).toBeInTheDocument();
    expect(api.calls('GET', '/ideas/:id')).toHaveLength(1);
    expect(idea.id).toBe(api.calls('PUT', '/ideas/:id')[0]!.params.id);
  });

  it('tells the author of an approved idea that changes are reviewed, starting the form from the edit waiting', async () => {
    const user = userEvent.setup();
    const approved = createTestIdea({ status: 'approved', title: 'The approved title' });
    const idea = {
      ...approved,
      pendingEdit: createTestPendingEdit(approved, {
        title: 'The title waiting for review',
        category: 'finance',
        targetMarket: 'Shops in every town',
        businessModel: 'A fee per delivery',
        websiteUrl: 'https://waiting.example.com',
      }),
    };
    renderIdeaPage({ idea, user: author });
    expect(await screen.findByRole('heading', { level: 1, name: 'The approved title' })).toBeInTheDocument();
    expect(await screen.findByText(/Your edit is waiting for review/)).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Idea' });
    expect(within(dialog).getByText(new RegExp(`^${REVIEW_NOTICE}`))).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Idea Title/ })).toHaveValue(
      'The title waiting for review',
    );
    expect(within(dialog).getByRole('textbox', { name: /Target Market/ })).toHaveValue('Shops in every town');
    expect(within(dialog).getByRole('textbox', { name: /Website/ })).toHaveValue(
      'https://waiting.example.com',
    );
  });

  it('says when saving an edit failed', async () => {
    const user = userEvent.setup();
    renderIdeaPage({ user: author, routes: { 'PUT /ideas/:id': () => fail(500, 'Boom', 'internal_error') } });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update idea. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Idea' })).toBeInTheDocument();
  });
});
