import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { IdeaSort } from '@/features/ideas/api/leaderboard-query';
import { Leaderboard } from '@/features/ideas/components/leaderboard';
import { SORT_EXPLANATIONS } from '@/features/ideas/components/leaderboard-filters';
import { createTestIdea } from '@/testing/ideas-data';
import { fail, mockApi, ok } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

const renderLeaderboard = (url = '/leaderboard') =>
  renderRoute(<Leaderboard />, { path: '/leaderboard', url });

describe('Leaderboard', () => {
  it('asks for 50 approved ideas by overall score, descending, and ranks them', async () => {
    const api = mockApi({
      'GET /ideas': () =>
        ok([
          createTestIdea({
            title: 'Solar kiosks',
            finalScore: 91.26,
            marketDemandScore: 88.04,
            totalRatings: 12,
            scoreMargin: 3.24,
          }),
          createTestIdea({ title: 'Pet insurance', finalScore: 70, totalRatings: 1 }),
        ]),
    });
    renderLeaderboard();

    const rows = await screen.findAllByRole('listitem', { name: /Solar kiosks|Pet insurance/ });
    expect(rows).toHaveLength(2);
    const first = rows[0]!;
    expect(within(first).getByLabelText('Rank 1')).toHaveTextContent('#1');
    expect(within(first).getByText('91.3')).toBeInTheDocument();
    expect(within(first).getByText('88.0')).toBeInTheDocument();
    expect(within(first).getByText(/12 ratings$/)).toBeInTheDocument();
    expect(within(first).getByText('± 3.2')).toBeInTheDocument();
    expect(within(first).queryByText('Needs more ratings')).not.toBeInTheDocument();
    expect(within(first).getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(within(first).getByText('Technology')).toBeInTheDocument();
    expect(within(first).getByText('Funding: $50,000')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/idea\//),
    );
    expect(within(rows[1]!).getByLabelText('Rank 2')).toHaveTextContent('#2');
    expect(within(rows[1]!).getByText('70.0')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/1 rating$/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Needs more ratings')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(/±/)).not.toBeInTheDocument();

    const query = api.calls('GET', '/ideas')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({
      status: 'approved',
      limit: '50',
      sort: 'finalScore',
      order: 'desc',
    });
    expect(document.title).toMatch(/^Leaderboard/);
  });

  it("shows 5 tags plus '+N more', and 'User ' plus 8 characters for a nameless author", async () => {
    mockApi({
      'GET /ideas': () =>
        ok([
          createTestIdea({
            tags: ['one', 'two', 'three', 'four', 'five', 'six', 'seven'],
            authorId: '1234abcd-ffff-4000-8000-000000000000',
            author: { displayName: '' },
          }),
        ]),
    });
    renderLeaderboard();

    const row = await screen.findByRole('listitem', { name: /Idea number/ });
    expect(within(row).getByText('five')).toBeInTheDocument();
    expect(within(row).queryByText('six')).not.toBeInTheDocument();
    expect(within(row).getByText('+2 more')).toBeInTheDocument();
    expect(within(row).getByText('By User 1234abcd')).toBeInTheDocument();
  });

  it('says there are no ideas yet when nothing is filtered', async () => {
    mockApi({ 'GET /ideas': () => ok([]) });
    renderLeaderboard();
    expect(await screen.findByText('No ideas available yet.')).toBeInTheDocument();
  });

  it('says nothing matches when a filter from the URL is applied, and sends it', async () => {
    const api = mockApi({ 'GET /ideas': () => ok([]) });
    renderLeaderboard('/leaderboard?category=finance&search=bank');
    expect(await screen.findByText('No ideas match your filters.')).toBeInTheDocument();
    const query = api.calls('GET', '/ideas')[0]!.query;
    expect(query.get('category')).toBe('finance');
    expect(query.get('search')).toBe('bank');
  });

  it('sends the chosen sort and order to the API and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /ideas': () => ok([createTestIdea()]) });
    const { router } = renderLeaderboard();
    await screen.findByRole('listitem', { name: /Idea number/ });

    await user.click(await screen.findByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: /^Number of Ratings/ }));
    await waitFor(() => expect(api.calls('GET', '/ideas').at(-1)!.query.get('sort')).toBe('totalRatings'));
    expect(router.state.location.search).toBe('?sort=totalRatings');

    await user.click(screen.getByRole('button', { name: 'Ascending' }));
    await waitFor(() => expect(api.calls('GET', '/ideas').at(-1)!.query.get('order')).toBe('asc'));
    expect(new URLSearchParams(router.state.location.search).get('order')).toBe('asc');
  });

  it.each([
    ['Most Trusted', 'adjustedScore'],
    ['Most Divisive', 'spread'],
  ])("sorts by '%s' (%s) and keeps it in the URL", async (label, sort) => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /ideas': () => ok([createTestIdea()]) });
    const { router } = renderLeaderboard();
    await screen.findByRole('listitem', { name: /Idea number/ });

    await user.click(await screen.findByRole('combobox', { name: 'Sort by' }));
    const option = await screen.findByRole('option', { name: new RegExp(`^${label}`) });
    // Each sort says what it ranks by.
    expect(option).toHaveTextContent(SORT_EXPLANATIONS[sort as IdeaSort]);
    await user.click(option);
    await waitFor(() => expect(api.calls('GET', '/ideas').at(-1)!.query.get('sort')).toBe(sort));
    expect(router.state.location.search).toBe(`?sort=${sort}`);
    // The row shows the value it is now sorted by (once the new page has replaced the previous one).
    await waitFor(() => {
      const row = screen.getByRole('listitem', { name: /Idea number/ });
      expect(
        within(row).getByText(label === 'Most Trusted' ? 'Adjusted score' : 'Spread'),
      ).toBeInTheDocument();
      expect(within(row).getByText(label === 'Most Trusted' ? '61.9' : '12.4')).toBeInTheDocument();
    });
  });

  it('shows the total, pages past 50 with the page in the URL, and ranks the next page from 51', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /ideas': ({ query }) => {
        const offset = Number(query.get('offset') ?? 0);
        const count = offset === 0 ? 50 : 7;
        const ideas = Array.from({ length: count }, (_, i) =>
          createTestIdea({ title: `Idea number ${offset + i + 1}` }),
        );
        return { status: 200, body: { success: true, data: ideas, meta: { total: 57, limit: 50, offset } } };
      },
    });
    const { router } = renderLeaderboard();
    expect(await screen.findByText('57 ideas · 1-50 shown')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('57 ideas · 51-57 shown')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.calls('GET', '/ideas').at(-1)!.query.get('offset')).toBe('50');
    const first = screen.getByRole('listitem', { name: 'Idea number 51' });
    expect(within(first).getByLabelText('Rank 51')).toBeInTheDocument();
  });

  it.each(['0', 'two', '1.5', '20001'])(
    "reads the page '%s', which the API could not answer, as the first",
    async (page) => {
      const api = mockApi({ 'GET /ideas': () => ok([createTestIdea()]) });
      renderLeaderboard(`/leaderboard?page=${page}`);
      await screen.findByRole('listitem', { name: /Idea number/ });
      expect(api.calls('GET', '/ideas')[0]!.query.has('offset')).toBe(false);
    },
  );

  it('says "More than 1000 ideas" when a search matches more than its total is counted to', async () => {
    mockApi({
      'GET /ideas': () => ({
        status: 200,
        body: { success: true, data: [createTestIdea()], meta: { total: 1001, limit: 50, offset: 0 } },
      }),
    });
    renderLeaderboard('/leaderboard?search=app');
    expect(await screen.findByText('More than 1000 ideas · 1-1 shown')).toBeInTheDocument();
  });

  it("says 'Not rated yet' for an idea without ratings, never a score of 0", async () => {
    mockApi({
      'GET /ideas': () =>
        ok([
          createTestIdea({
            title: 'Unrated idea',
            totalRatings: 0,
            finalScore: 0,
            marketDemandScore: 0,
            innovationScore: 0,
            competitionScore: 0,
            adjustedScore: 50,
            spread: 0,
            scoreMargin: null,
          }),
        ]),
    });
    renderLeaderboard('/leaderboard?sort=adjustedScore');
    const row = await screen.findByRole('listitem', { name: 'Unrated idea' });
    expect(within(row).getByText('Not rated yet')).toBeInTheDocument();
    expect(within(row).queryByText(/0\.0|50\.0/)).not.toBeInTheDocument();
  });

  it('keeps the rows while another sort loads, dimmed and marked busy', async () => {
    const user = userEvent.setup();
    let release = () => {};
    mockApi({
      'GET /ideas': ({ query }) =>
        query.get('sort') === 'spread'
          ? new Promise((resolve) => {
              release = () => resolve(ok([createTestIdea({ title: 'Idea number 2' })]));
            })
          : ok([createTestIdea()]),
    });
    renderLeaderboard();
    await screen.findByRole('listitem', { name: /Idea number/ });
    await user.click(await screen.findByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: /^Most Divisive/ }));

    const list = screen.getByRole('list', { name: 'Ranked ideas' });
    await waitFor(() => expect(list.parentElement).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('progressbar', { name: 'Updating the leaderboard' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('listitem', { name: 'Idea number 2' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Ranked ideas' }).parentElement).toHaveAttribute(
        'aria-busy',
        'false',
      ),
    );
  });

  it('reads a trust sort from the URL', async () => {
    const api = mockApi({ 'GET /ideas': () => ok([createTestIdea()]) });
    renderLeaderboard('/leaderboard?sort=spread');
    await screen.findByRole('listitem', { name: /Idea number/ });
    expect(api.calls('GET', '/ideas')[0]!.query.get('sort')).toBe('spread');
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Most Divisive');
  });

  it('sends the search once typing pauses', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /ideas': () => ok([]) });
    renderLeaderboard();
    await screen.findByText('No ideas available yet.');

    await user.type(await screen.findByRole('searchbox', { name: 'Search ideas' }), 'solar');
    // The empty answer of the first request stands in while the searched one is on its way, so wait
    // for the request itself rather than for the text.
    await waitFor(() =>
      expect(api.calls('GET', '/ideas').map((call) => call.query.get('search'))).toEqual([null, 'solar']),
    );
    await screen.findByText('No ideas match your filters.');
  });

  it('keeps both the search being typed and a category chosen before typing paused', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /ideas': () => ok([]) });
    const { router } = renderLeaderboard();
    await screen.findByText('No ideas available yet.');

    await user.type(await screen.findByRole('searchbox', { name: 'Search ideas' }), 'solar');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Finance' }));

    await waitFor(() => {
      const query = api.calls('GET', '/ideas').at(-1)!.query;
      expect([query.get('search'), query.get('category')]).toEqual(['solar', 'finance']);
    });
    const url = new URLSearchParams(router.state.location.search);
    expect([url.get('search'), url.get('category')]).toEqual(['solar', 'finance']);
    expect(screen.getByRole('searchbox', { name: 'Search ideas' })).toHaveValue('solar');
  });

  it("offers 'Clear filters' when nothing matches, and clearing shows every idea again", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /ideas': (call) => ok(call.query.get('search') ? [] : [createTestIdea()]),
    });
    const { router } = renderLeaderboard('/leaderboard?category=finance&search=bank&sort=spread');
    await screen.findByText('No ideas match your filters.');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('listitem', { name: /Idea number/ });
    expect(router.state.location.search).toBe('?sort=spread');
    expect(screen.getByRole('searchbox', { name: 'Search ideas' })).toHaveValue('');
    expect(api.calls('GET', '/ideas').at(-1)!.query.get('category')).toBeNull();
  });

  it("shows the API's message and retries with 'Try Again'", async () => {
    let attempts = 0;
    mockApi({
      'GET /ideas': () => {
        attempts += 1;
        return attempts === 1 ? fail(503, 'The service is temporarily unavailable.') : ok([createTestIdea()]);
      },
    });
    const user = userEvent.setup();
    renderLeaderboard();
    expect(await screen.findByText('The service is temporarily unavailable.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: /Idea number/ })).toBeInTheDocument();
  });

  it("falls back to 'Failed to fetch ideas' when the server wrote no message", async () => {
    mockApi({ 'GET /ideas': () => ({ status: 500, body: null }) });
    renderLeaderboard();
    expect(await screen.findByText('Failed to fetch ideas')).toBeInTheDocument();
  });
});
