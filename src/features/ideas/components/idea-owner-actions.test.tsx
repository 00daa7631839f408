import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IdeaOwnerActions } from '@/features/ideas/components/idea-owner-actions';
import { createTestIdea } from '@/testing/ideas-data';
import { mockApi, ok } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

const TRASH_TEXT =
  'Are you sure you want to delete this idea? It goes to the trash, where an administrator can restore it within 30 days.';

function renderActions(asAdmin: boolean) {
  const idea = createTestIdea({ title: 'Compost robots' });
  const api = mockApi({ 'DELETE /ideas/:id': () => ok({ id: idea.id }, 200, 'Idea deleted successfully!') });
  renderRoute(<IdeaOwnerActions idea={idea} asAdmin={asAdmin} />, {
    path: '/idea/:id',
    url: `/idea/${idea.id}`,
  });
  return { api, idea };
}

async function confirmDelete() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Idea' });
  expect(dialog).toHaveAccessibleDescription(TRASH_TEXT);
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('Idea owner actions', () => {
  it('tell the author an administrator can restore the deleted idea (they cannot), and go home', async () => {
    const { api, idea } = renderActions(false);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await confirmDelete();
    expect(
      await screen.findByText('Deleted. An administrator can restore it within 30 days.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Page /' })).toBeInTheDocument();
    expect(api.calls('DELETE', '/ideas/:id')[0]?.params.id).toBe(idea.id);
  });

  it("give an administrator Delete alone on someone else's idea, and point to the Trash tab", async () => {
    const { api } = renderActions(true);
    await confirmDelete();
    expect(
      await screen.findByText(
        'Idea moved to the trash. You can restore it from the Trash tab within 30 days.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(api.calls('DELETE', '/ideas/:id')).toHaveLength(1);
  });
});
