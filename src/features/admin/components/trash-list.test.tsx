import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TrashedIdea } from '@schemas/trash.ts';
import { TrashList } from '@/features/admin/components/trash-list';
import { deferred } from '@/features/admin/testing/admin-data';
import { fail, mockApi, ok, type ApiAnswer } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

const TRASHED: TrashedIdea = {
  id: '44444444-0000-4000-8000-000000000001',
  title: 'Compost robots',
  category: 'technology',
  status: 'approved',
  author: { id: '44444444-0000-4000-8000-0000000000a1', displayName: 'Tara Author' },
  totalRatings: 3,
  commentCount: 1,
  deletedAt: '2026-11-20T10:00:00.000Z',
  deletedBy: { id: '44444444-0000-4000-8000-0000000000a2', displayName: 'Ada Admin' },
  purgeAt: '2026-12-20T10:00:00.000Z',
  mergedInto: null,
};

const page = (ideas: TrashedIdea[]): ApiAnswer => ({
  status: 200,
  body: { success: true, data: ideas, meta: { total: ideas.length, limit: 20, offset: 0 } },
});

const renderTrash = () => renderRoute(<TrashList />, { path: '/admin', url: '/admin?tab=trash' });

describe('Trash tab', () => {
  it("says 'Loading the trash...' until the list comes, then that the trash is empty", async () => {
    const answer = deferred<ApiAnswer>();
    mockApi({ 'GET /admin/trash': () => answer.promise });
    renderTrash();
    expect(await screen.findByText('Loading the trash...')).toBeInTheDocument();
    answer.resolve(page([]));
    expect(await screen.findByText('The trash is empty.')).toBeInTheDocument();
  });

  it('shows who deleted each idea and when it will be purged; Restore sends once, says so and reads the trash again', async () => {
    let trash = [TRASHED];
    const restored = deferred<ApiAnswer>();
    const api = mockApi({
      'GET /admin/trash': () => page(trash),
      'POST /admin/ideas/:id/restore': () => restored.promise,
    });
    renderTrash();
    const item = await screen.findByRole('listitem', { name: 'Compost robots' });
    expect(item).toHaveTextContent('By Tara Author · approved · 3 ratings · 1 comment');
    expect(item).toHaveTextContent('Deleted by Ada Admin on');
    expect(item).toHaveTextContent('Purged on');

    const user = userEvent.setup();
    const restore = within(item).getByRole('button', { name: 'Restore Compost robots' });
    await user.dblClick(restore);
    trash = [];
    restored.resolve(ok({ id: TRASHED.id }, 200, 'Idea restored.'));
    expect(await screen.findByText("'Compost robots' restored.")).toBeInTheDocument();
    expect(await screen.findByText('The trash is empty.')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/ideas/:id/restore')).toHaveLength(1);
    expect(api.calls('POST', '/admin/ideas/:id/restore')[0]?.params.id).toBe(TRASHED.id);
  });

  it("tells a deleted account's delete apart, and shows the server's refusal of a restore", async () => {
    mockApi({
      'GET /admin/trash': () => page([{ ...TRASHED, deletedBy: null }]),
      'POST /admin/ideas/:id/restore': () => fail(404, 'Idea not found', 'not_found'),
    });
    renderTrash();
    const item = await screen.findByRole('listitem', { name: 'Compost robots' });
    expect(item).toHaveTextContent('Deleted by a deleted account on');
    await userEvent.setup().click(within(item).getByRole('button', { name: 'Restore Compost robots' }));
    expect(await screen.findByText('Idea not found')).toBeInTheDocument();
    await waitFor(() => expect(within(item).getByRole('button', { name: /Restore/ })).toBeEnabled());
  });

  it('says what a merged idea was merged into, and that its restore undoes the merge', async () => {
    mockApi({
      'GET /admin/trash': () =>
        page([
          {
            ...TRASHED,
            mergedInto: { id: '44444444-0000-4000-8000-00000000000b', title: 'Robot composters' },
          },
        ]),
    });
    renderTrash();
    const item = await screen.findByRole('listitem', { name: 'Compost robots' });
    expect(item).toHaveTextContent('Merged into "Robot composters" by Ada Admin on');
    expect(item).toHaveTextContent(
      'Restoring it undoes the merge: its ratings, comments and followers still there come back.',
    );
    expect(item).not.toHaveTextContent('Deleted by');
  });

  it('says when the trash cannot be read', async () => {
    mockApi({ 'GET /admin/trash': () => fail(500, 'The database is not answering.', 'internal_error') });
    renderTrash();
    expect(await screen.findByText(/^Error loading the trash:/)).toBeInTheDocument();
  });
});
