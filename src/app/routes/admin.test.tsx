import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rejectIdeaSchema, type PendingIdea } from '@schemas/admin.ts';
import { Component as AdminPage } from '@/app/routes/admin';
import { OPEN_DECK } from '@/features/admin/components/idea-facts';
import { ALREADY_REVIEWED } from '@/features/admin/components/pending-idea-card';
import { ADMIN_STATS, createPendingIdea, deferred, usersAnswer } from '@/features/admin/testing/admin-data';
import { createTestIdea } from '@/testing/ideas-data';
import { fail, mockApi, NETWORK_ERROR, ok, type ApiAnswer, type ApiRequest } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

type Routes = Record<string, (request: ApiRequest) => ApiAnswer | Promise<ApiAnswer>>;

function renderDashboard({
  pending = [createPendingIdea()],
  routes = {},
  url = '/admin',
}: { pending?: PendingIdea[]; routes?: Routes; url?: string } = {}) {
  const api = mockApi({
    'GET /admin/dashboard': () => ok(ADMIN_STATS),
    'GET /admin/ideas/pending': () => ok(pending),
    'GET /admin/ideas/edits': () => ok([]),
    'GET /admin/users': () => usersAnswer([]),
    // Each pending card asks for its likely duplicates; listed before the routes a test adds, so that
    // 'GET /ideas/:id' does not answer it (the API mounts /ideas/similar before /ideas/{id} too).
    'GET /ideas/similar': () => ok([]),
    ...routes,
  });
  const view = renderRoute(<AdminPage />, { path: '/admin', url });
  return { ...view, api };
}

/** The queue of one idea, which the approval empties whatever it answers. */
function renderApproval(idea: PendingIdea, answer: ApiAnswer) {
  let queue = [idea];
  return renderDashboard({
    url: '/admin?tab=ideas',
    routes: {
      'GET /admin/ideas/pending': () => ok(queue),
      'PUT /admin/ideas/:id/approve': () => {
        queue = [];
        return answer;
      },
    },
  });
}

const card = (title: string) => screen.findByRole('article', { name: title });

// MUI's dialogs and tabs are slow to mount in jsdom when the whole suite runs at once.
describe('Admin dashboard', () => {
  it("says 'Loading admin dashboard...' until the stats and the queue are in, then shows the counters", async () => {
    const stats = deferred<ApiAnswer>();
    renderDashboard({ routes: { 'GET /admin/dashboard': () => stats.promise } });

    expect(await screen.findByText('Loading admin dashboard...')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    stats.resolve(ok(ADMIN_STATS));

    expect(await screen.findByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    // Two pending ideas and one edit wait for review.
    expect(screen.getByRole('tab', { name: 'Ideas Management, 3 waiting' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'User Management' })).toBeInTheDocument();
    expect(screen.queryByText('Loading admin dashboard...')).not.toBeInTheDocument();
    for (const [label, value] of [
      ['Total Users', '12'],
      ['Total Ideas', '30'],
      ['Pending Ideas', '2'],
      ['Edits waiting', '1'],
      ['Total Ratings', '1,450'],
    ] as const) {
      expect(within(screen.getByRole('group', { name: label })).getByText(value)).toBeInTheDocument();
    }
    expect(document.title).toMatch(/^Admin Dashboard/);
  });

  it("shows 'Error Loading Dashboard' with the server's message, and 'Try Again' loads it again", async () => {
    let healthy = false;
    const { api, user } = renderDashboard({
      routes: {
        'GET /admin/dashboard': () =>
          healthy ? ok(ADMIN_STATS) : fail(500, 'The database is resting', 'internal_error'),
      },
    });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading Dashboard')).toBeInTheDocument();
    expect(within(alert).getByText('The database is resting')).toBeInTheDocument();

    healthy = true;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: 'Total Users' })).toHaveTextContent('12');
    expect(api.calls('GET', '/admin/dashboard')).toHaveLength(2);
  });

  it("falls back to 'Failed to fetch admin data' when there is no message (network failure)", async () => {
    renderDashboard({ routes: { 'GET /admin/ideas/pending': () => NETWORK_ERROR } });
    expect(await screen.findByText('Error Loading Dashboard')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch admin data')).toBeInTheDocument();
  });

  it('lists the pending ideas with every field judged, author or id, funding only when given, the deck and a new-tab link', async () => {
    const named = createPendingIdea({
      title: 'Clinic queue app',
      description: 'Patients see their place in the queue on their phone instead of a crowded waiting room.',
      category: 'healthcare',
      targetMarket: 'Walk-in clinics',
      businessModel: 'Monthly fee per clinic',
      tags: ['health', 'queues'],
      hasPitchDeck: true,
      pitchDeckUrl: 'https://storage.example.com/signed/deck.pdf',
      fundingNeeded: 250000,
    });
    const nameless = createPendingIdea({
      title: 'Nameless founder',
      authorId: 'abcdef12-3456-4789-8abc-def012345678',
      author: { displayName: '' },
      fundingNeeded: 0,
    });
    const { user, router } = renderDashboard({ pending: [named, nameless] });

    await user.click(await screen.findByRole('tab', { name: /^Ideas Management/ }));
    expect(router.state.location.search).toBe('?tab=ideas');
    expect(screen.getByRole('heading', { level: 2, name: 'Pending Ideas (2)' })).toBeInTheDocument();
    expect(screen.getByText('Review and approve or reject submitted ideas')).toBeInTheDocument();

    const first = await card('Clinic queue app');
    expect(within(first).getByText('Healthcare')).toBeInTheDocument();
    expect(within(first).getByText(/^Submitted Jan 5, 2025, \d{1,2}:\d{2}\s[AP]M$/)).toBeInTheDocument();
    expect(within(first).getByText(named.description)).toBeInTheDocument();
    for (const text of ['Walk-in clinics', 'Monthly fee per clinic', 'health', 'queues']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    const deck = within(first).getByRole('link', { name: OPEN_DECK });
    expect(deck).toHaveAttribute('href', named.pitchDeckUrl);
    expect(deck).toHaveAttribute('target', '_blank');
    expect(within(first).getByText('Alice Author')).toBeInTheDocument();
    expect(within(first).getByText('Funding Needed: $250,000')).toBeInTheDocument();
    expect(within(first).getByText('In review')).toBeInTheDocument();
    expect(within(first).queryByText('0.0')).not.toBeInTheDocument();
    const details = within(first).getByRole('link', { name: 'View Full Details' });
    expect(details).toHaveAttribute('href', `/idea/${named.id}`);
    expect(details).toHaveAttribute('target', '_blank');
    expect(details).toHaveAttribute('rel', expect.stringContaining('noopener'));
    for (const name of ['Approve', 'Reject', 'Edit', 'Delete']) {
      expect(within(first).getByRole('button', { name })).toBeEnabled();
    }

    const second = await card('Nameless founder');
    expect(within(second).getByText('User abcdef12')).toBeInTheDocument();
    expect(within(second).queryByRole('link', { name: OPEN_DECK })).not.toBeInTheDocument();
    expect(within(second).queryByText(/Funding Needed/)).not.toBeInTheDocument();
  });

  it("opens the tab named in the URL and says 'No pending ideas to review.' when the queue is empty", async () => {
    renderDashboard({ pending: [], url: '/admin?tab=ideas' });
    expect(await screen.findByRole('heading', { name: 'Pending Ideas (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Ideas Management/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('No pending ideas to review.')).toBeInTheDocument();
  });

  it('approves an idea: the API is called, the toast shows, the stats and the queue are refetched', async () => {
    const idea = createPendingIdea({ title: 'Approve me' });
    const { api, user } = renderApproval(
      idea,
      ok(createTestIdea({ id: idea.id, status: 'approved' }), 200, 'Idea approved successfully!'),
    );

    await user.click(within(await card('Approve me')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Idea approved successfully!')).toBeInTheDocument();
    expect(api.calls('PUT', '/admin/ideas/:id/approve')[0]?.params.id).toBe(idea.id);
    expect(api.calls('PUT', '/admin/ideas/:id/approve')[0]?.body).toEqual({ version: idea.updatedAt });
    await waitFor(() => expect(api.calls('GET', '/admin/dashboard')).toHaveLength(2));
    expect(api.calls('GET', '/admin/ideas/pending')).toHaveLength(2);
    expect(await screen.findByText('No pending ideas to review.')).toBeInTheDocument();
  });

  it("toasts 'Failed to approve idea' when the API fails", async () => {
    const { user } = renderDashboard({
      url: '/admin?tab=ideas',
      pending: [createPendingIdea({ title: 'Stubborn' })],
      routes: { 'PUT /admin/ideas/:id/approve': () => fail(500, 'Boom', 'internal_error') },
    });
    await user.click(within(await card('Stubborn')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Failed to approve idea')).toBeInTheDocument();
    expect(within(await card('Stubborn')).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('says an idea reviewed already (409) is so, with no failure, and fetches the queue again', async () => {
    const { api, user } = renderApproval(
      createPendingIdea({ title: 'Reviewed elsewhere' }),
      fail(409, 'Only pending ideas can be approved', 'wrong_state'),
    );
    await user.click(within(await card('Reviewed elsewhere')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(ALREADY_REVIEWED)).toBeInTheDocument();
    expect(await screen.findByText('No pending ideas to review.')).toBeInTheDocument();
    expect(api.calls('GET', '/admin/ideas/pending')).toHaveLength(2);
    expect(screen.queryByText('Failed to approve idea')).not.toBeInTheDocument();
  });

  it('says an idea its author changed since the card was loaded (409) changed, and fetches the queue again', async () => {
    const { api, user } = renderApproval(
      createPendingIdea({ title: 'Changed meanwhile' }),
      fail(409, 'This idea changed since you opened it. Review it again.', 'wrong_state'),
    );
    await user.click(within(await card('Changed meanwhile')).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('This idea changed since you opened it. Review it again.'),
    ).toBeInTheDocument();
    expect(api.calls('GET', '/admin/ideas/pending')).toHaveLength(2);
    expect(screen.queryByText(ALREADY_REVIEWED)).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to approve idea')).not.toBeInTheDocument();
  });

  it('asks for an optional reason before rejecting: Cancel aborts, with no reason sends only the version seen, a reason is sent', async () => {
    const idea = createPendingIdea({ title: 'Reject me' });
    const { api, user } = renderDashboard({
      url: '/admin?tab=ideas',
      pending: [idea],
      routes: {
        'POST /admin/ideas/:id/reject': () =>
          ok(createTestIdea({ id: idea.id, status: 'rejected' }), 200, 'Idea rejected successfully!'),
      },
    });
    const rejectButton = async () => within(await card('Reject me')).getByRole('button', { name: 'Reject' });

    // Cancel: no request.
    await user.click(await rejectButton());
    let dialog = await screen.findByRole('dialog', { name: 'Reject “Reject me”' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST', '/admin/ideas/:id/reject')).toHaveLength(0);

    // Reject with nothing typed: no reason, only the version the card showed.
    await user.click(await rejectButton());
    dialog = await screen.findByRole('dialog', { name: 'Reject “Reject me”' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Idea rejected successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [empty] = api.calls('POST', '/admin/ideas/:id/reject');
    expect(empty?.params.id).toBe(idea.id);
    expect(empty?.body).toEqual({ version: idea.updatedAt });
    expect(rejectIdeaSchema.safeParse(empty?.body).success).toBe(true);
    await waitFor(() => expect(api.calls('GET', '/admin/dashboard')).toHaveLength(2));

    // With a reason.
    await user.click(await rejectButton());
    dialog = await screen.findByRole('dialog', { name: 'Reject “Reject me”' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason for rejection (optional):' }),
      '  Too vague  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.calls('POST', '/admin/ideas/:id/reject')).toHaveLength(2));
    const withReason = api.calls('POST', '/admin/ideas/:id/reject')[1];
    expect(withReason?.body).toEqual({ reason: 'Too vague', version: idea.updatedAt });
    expect(rejectIdeaSchema.safeParse(withReason?.body).success).toBe(true);
  });

  it("toasts 'Failed to reject idea' when the rejection fails", async () => {
    const { user } = renderDashboard({
      url: '/admin?tab=ideas',
      pending: [createPendingIdea({ title: 'Hard to reject' })],
      routes: { 'POST /admin/ideas/:id/reject': () => fail(500, 'Boom', 'internal_error') },
    });
    await user.click(within(await card('Hard to reject')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Hard to reject”' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Failed to reject idea')).toBeInTheDocument();
  });

  it("deletes only after the 'Delete Idea' confirmation, then toasts and refetches the stats", async () => {
    const idea = createPendingIdea({ title: 'Delete me' });
    const { api, user } = renderDashboard({
      url: '/admin?tab=ideas',
      pending: [idea],
      routes: { 'DELETE /admin/ideas/:id': () => ok({ id: idea.id }, 200, 'Idea deleted successfully!') },
    });

    await user.click(within(await card('Delete me')).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Idea' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this idea? It goes to the trash, where an administrator can restore it within 30 days.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE', '/admin/ideas/:id')).toHaveLength(0);

    await user.click(within(await card('Delete me')).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Idea' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Idea moved to the trash. You can restore it from the Trash tab within 30 days.',
      ),
    ).toBeInTheDocument();
    expect(api.calls('DELETE', '/admin/ideas/:id')[0]?.params.id).toBe(idea.id);
    await waitFor(() => expect(api.calls('GET', '/admin/dashboard')).toHaveLength(2));
    expect(api.calls('GET', '/admin/ideas/pending')).toHaveLength(2);
  });

  it("toasts 'Failed to delete idea. Please try again.' when the delete fails", async () => {
    const { user } = renderDashboard({
      url: '/admin?tab=ideas',
      pending: [createPendingIdea({ title: 'Sticky' })],
      routes: { 'DELETE /admin/ideas/:id': () => fail(500, 'Boom', 'internal_error') },
    });
    await user.click(within(await card('Sticky')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Idea' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete idea. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  // The edit dialog's many fields take seconds to mount in jsdom.
  it('edits through the admin edit dialog after loading the whole idea', async () => {
    const pendingIdea = createPendingIdea({ title: 'Edit me' });
    const full = createTestIdea({ id: pendingIdea.id, title: 'Edit me', status: 'pending' });
    const { api, user } = renderDashboard({
      url: '/admin?tab=ideas',
      pending: [pendingIdea],
      routes: { 'GET /ideas/:id': () => ok(full) },
    });

    await user.click(within(await card('Edit me')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Idea (Admin)' });
    expect(await within(dialog).findByRole('textbox', { name: /Title/ })).toHaveValue('Edit me');
    expect(api.calls('GET', `/ideas/${pendingIdea.id}`)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
