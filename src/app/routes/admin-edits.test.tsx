import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PendingEditItem } from '@schemas/admin.ts';
import { Component as AdminPage } from '@/app/routes/admin';
import {
  EDIT_ALREADY_REVIEWED,
  EDITED_MARK,
  OPEN_NEW_DECK,
} from '@/features/admin/components/edited-idea-card';
import { EDITS_WAITING } from '@/features/admin/components/pending-ideas';
import { ADMIN_STATS, createPendingEdit } from '@/features/admin/testing/admin-data';
import { createTestIdea } from '@/testing/ideas-data';
import { fail, mockApi, ok, type ApiAnswer, type ApiRequest } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

type Routes = Record<string, (request: ApiRequest) => ApiAnswer | Promise<ApiAnswer>>;

const edit: PendingEditItem = createPendingEdit({
  ideaId: 'e0000000-0000-4000-8000-000000000001',
  title: 'Courier for small shops',
  authorId: 'a1b2c3d4-0000-4000-8000-000000000001',
  changes: [
    { field: 'title', before: 'Courier for small shops', after: 'Crypto Casino Courier' },
    { field: 'category', before: 'technology', after: 'finance' },
    { field: 'tags', before: 'saas, ai', after: 'pills' },
    { field: 'websiteUrl', before: '', after: 'https://cheap-pills.example' },
    { field: 'pitchDeck', before: 'deck.pdf', after: 'new-deck.pdf' },
  ],
  newPitchDeckUrl: 'https://storage.example/new-deck.pdf',
});

function renderQueue(routes: Routes = {}) {
  const api = mockApi({
    'GET /admin/dashboard': () => ok(ADMIN_STATS),
    'GET /admin/ideas/pending': () => ok([]),
    'GET /admin/ideas/edits': () => ok([edit]),
    ...routes,
  });
  const view = renderRoute(<AdminPage />, { path: '/admin', url: '/admin?tab=ideas' });
  return { ...view, api };
}

/** The queue of one edit, which the approval empties whatever it answers. */
function renderApproval(answer: ApiAnswer) {
  let edits = [edit];
  return renderQueue({
    'GET /admin/ideas/edits': () => ok(edits),
    'PUT /admin/ideas/:id/edit/approve': () => {
      edits = [];
      return answer;
    },
  });
}

const card = () => screen.findByRole('article', { name: 'Courier for small shops' });

describe('Edited ideas in the review queue', () => {
  it("marks an approved idea's edit 'Edited after approval' and lists each change before and after", async () => {
    renderQueue();
    const article = await card();
    expect(within(article).getByText(EDITED_MARK)).toBeInTheDocument();
    expect(within(article).getByText('Edna Editor')).toBeInTheDocument();
    const changes = within(within(article).getByRole('list', { name: 'What changed' })).getAllByRole(
      'listitem',
    );
    expect(changes.map((item) => item.textContent)).toEqual([
      'TitleBefore: Courier for small shopsAfter: Crypto Casino Courier',
      'CategoryBefore: TechnologyAfter: Finance',
      'TagsBefore: saas, aiAfter: pills',
      'WebsiteBefore: NoneAfter: https://cheap-pills.example',
      'Pitch DeckBefore: deck.pdfAfter: new-deck.pdfOpen new pitch deck',
    ]);
    // The proposed deck opens from the change; the public one still from the idea's facts.
    expect(within(article).getByRole('link', { name: OPEN_NEW_DECK })).toHaveAttribute(
      'href',
      'https://storage.example/new-deck.pdf',
    );
    expect(screen.queryByText('No pending ideas to review.')).not.toBeInTheDocument();
    // What the edit leaves as it is shows as the public sees it; the changed category and tags only in the list.
    for (const text of [edit.description, edit.targetMarket, edit.businessModel]) {
      expect(within(article).getByText(text)).toBeInTheDocument();
    }
    expect(within(article).getAllByText(/Technology/)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: `${EDITS_WAITING} (1)` })).toBeInTheDocument();
  });

  it('approves the edit: the API is called, the toast shows and the queue is refetched without it', async () => {
    const { api, user } = renderApproval(
      ok(
        createTestIdea({ id: edit.ideaId, status: 'approved' }),
        200,
        'Edit approved: the idea now shows it.',
      ),
    );
    await user.click(within(await card()).getByRole('button', { name: 'Approve edit' }));
    expect(await screen.findByText('Edit approved: the idea now shows it.')).toBeInTheDocument();
    expect(api.calls('PUT', '/admin/ideas/:id/edit/approve')[0]?.params.id).toBe(edit.ideaId);
    expect(api.calls('PUT', '/admin/ideas/:id/edit/approve')[0]?.body).toEqual({ version: edit.submittedAt });
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(screen.getByText('No pending ideas to review.')).toBeInTheDocument();
  });

  it('rejects the edit with the reason given, and toasts a refusal', async () => {
    const { api, user } = renderQueue({
      'POST /admin/ideas/:id/edit/reject': () => fail(500, 'Down', 'internal_error'),
    });
    await user.click(within(await card()).getByRole('button', { name: 'Reject edit' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reject the edit of “Courier for small shops”',
    });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason for rejection (optional):' }),
      ' A different idea. ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject edit' }));
    expect(await screen.findByText('Failed to reject edit')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/ideas/:id/edit/reject')[0]?.body).toEqual({
      reason: 'A different idea.',
      version: edit.submittedAt,
    });
  });

  it('says an edit reviewed already is so, with no failure, and fetches the queue again', async () => {
    const { api, user } = renderApproval(fail(404, 'No edit of this idea is waiting for review'));
    await user.click(within(await card()).getByRole('button', { name: 'Approve edit' }));
    expect(await screen.findByText(EDIT_ALREADY_REVIEWED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(api.calls('GET', '/admin/ideas/edits').length).toBeGreaterThan(1);
    expect(screen.queryByText('Failed to approve edit')).not.toBeInTheDocument();
  });

  it('says an edit its author saved again since the card was loaded (409) changed, and fetches the queue again', async () => {
    const { api, user } = renderApproval(
      fail(409, 'This idea changed since you opened it. Review it again.', 'wrong_state'),
    );
    await user.click(within(await card()).getByRole('button', { name: 'Approve edit' }));
    expect(
      await screen.findByText('This idea changed since you opened it. Review it again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', '/admin/ideas/edits').length).toBeGreaterThan(1));
    expect(screen.queryByText('Failed to approve edit')).not.toBeInTheDocument();
  });

  it('says so when the edits cannot be loaded, and still shows the pending ideas', async () => {
    renderQueue({ 'GET /admin/ideas/edits': () => fail(500, 'Down', 'internal_error') });
    expect(
      await screen.findByText('Failed to load the edited ideas waiting for review.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending Ideas (0)' })).toBeInTheDocument();
  });
});
