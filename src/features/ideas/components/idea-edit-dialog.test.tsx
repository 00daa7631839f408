import { cleanup, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EDIT_SAVED, EDIT_WAITS, IdeaEditDialog } from '@/features/ideas/components/idea-edit-dialog';
import type { Idea } from '@schemas/ideas.ts';
import { AUTHOR_ID, createTestIdea, createTestMe, createTestPendingEdit } from '@/testing/ideas-data';
import { mockApi, ok } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

const author = createTestMe({ uid: AUTHOR_ID, displayName: 'Alice Author' });

/** The dialog as the author opens it, the PUT answering `saved`. */
function renderDialog(idea: Idea, saved: Idea = idea) {
  mockApi({ 'GET /me': () => ok(author), 'PUT /ideas/:id': () => ok(saved) });
  renderRoute(<IdeaEditDialog idea={idea} open onClose={() => undefined} />, {
    path: '/idea/:id',
    url: `/idea/${idea.id}`,
    user: author,
  });
}

async function retitle(user: UserEvent, title: string) {
  const field = await screen.findByRole('textbox', { name: /Idea Title/ });
  await user.clear(field);
  await user.paste(title);
}

describe('The idea edit dialog', () => {
  it('says the changes will be published after review when the answer holds the edit waiting', async () => {
    const user = userEvent.setup();
    const idea = createTestIdea({ status: 'approved' });
    const pendingEdit = createTestPendingEdit(idea, { title: 'A title waiting for review' });
    renderDialog(idea, { ...idea, pendingEdit });
    await retitle(user, pendingEdit.title);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(EDIT_WAITS)).toBeInTheDocument();
    expect(screen.queryByText(EDIT_SAVED)).not.toBeInTheDocument();
  });

  it("keeps 'Idea updated successfully!' for an edit that applies at once", async () => {
    const user = userEvent.setup();
    const idea = createTestIdea({ status: 'pending' });
    renderDialog(idea, { ...idea, title: 'A pending idea, retitled' });
    await retitle(user, 'A pending idea, retitled');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(EDIT_SAVED)).toBeInTheDocument();
  });

  it('restores an edit not saved, with the note, and forgets it once saved', async () => {
    const user = userEvent.setup();
    const idea = createTestIdea({ status: 'pending' });
    renderDialog(idea);
    await retitle(user, 'A title typed and left');
    cleanup();

    renderDialog(idea);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Idea' });
    expect(within(dialog).getByRole('textbox', { name: /Idea Title/ })).toHaveValue('A title typed and left');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Draft restored.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(EDIT_SAVED)).toBeInTheDocument();
    expect(localStorage.getItem(`ideaboard:draft:${AUTHOR_ID}:edit-idea:${idea.id}`)).toBeNull();
  });
});
