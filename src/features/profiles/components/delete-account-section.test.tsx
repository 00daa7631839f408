import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DeleteAccountSection } from '@/features/profiles/components/delete-account-section';
import { draftKey, loadDraft, saveDraft } from '@/lib/drafts';
import { createTestMe } from '@/testing/ideas-data';
import { fail, mockApi, NETWORK_ERROR, ok, type ApiAnswer } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

const LAST_ADMIN =
  'The last administrator cannot delete their account. Make another member an administrator first.';

type Routes = Parameters<typeof mockApi>[0];

function renderSection(deleteAnswer: Routes[string], authRoutes: Routes = {}) {
  const me = createTestMe();
  const api = mockApi({ 'GET /me': () => ok(me), 'DELETE /me': deleteAnswer, ...authRoutes });
  renderRoute(<DeleteAccountSection email={me.email} />, {
    path: '/profile/edit',
    url: '/profile/edit',
    user: me,
  });
  return { api, me };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
  return await screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('Delete my account', () => {
  it('keeps the confirm button disabled until the e-mail matches; then deletes, signs out and goes home', async () => {
    const user = userEvent.setup();
    const { api, me } = renderSection(() => ok(null, 200, 'Your account has been deleted.'));
    expect(
      await screen.findByText(
        'Deleting your account removes your profile, your ideas and their pitch decks, your ratings and your comments. This cannot be undone.',
      ),
    ).toBeInTheDocument();

    const dialog = await openDialog(user);
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining(`Type your e-mail address, ${me.email}, to confirm.`),
    );
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    const field = within(dialog).getByRole('textbox', { name: 'Your e-mail address' });
    expect(confirm).toBeDisabled();

    await user.type(field, 'member@example.co');
    expect(confirm).toBeDisabled();
    await user.type(field, 'mx');
    expect(confirm).toBeDisabled();
    await user.clear(field);
    await user.type(field, ' Member@Example.com ');
    expect(confirm).toBeEnabled();

    await user.click(confirm);
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Page /' })).toBeInTheDocument();
    expect(api.calls('DELETE', '/me')).toHaveLength(1);
    expect(api.calls('DELETE', '/me')[0]!.body).toEqual({ email: 'Member@Example.com' });
  });

  it("shows the API's refusal of the last administrator in the dialog, which stays open", async () => {
    const user = userEvent.setup();
    const { me } = renderSection(() => fail(409, LAST_ADMIN, 'wrong_state'));

    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Your e-mail address' }), me.email);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LAST_ADMIN);
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page /' })).not.toBeInTheDocument();
  });

  it('cancel closes the dialog without a call', async () => {
    const user = userEvent.setup();
    const { api } = renderSection(() => ok(null));
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('DELETE', '/me')).toHaveLength(0);
  });

  it('deletes once on a double click, showing its progress meanwhile', async () => {
    const user = userEvent.setup();
    let answer: (value: ApiAnswer) => void = () => undefined;
    const { api, me } = renderSection(() => new Promise<ApiAnswer>((resolve) => (answer = resolve)));
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Your e-mail address' }), me.email);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    answer(ok(null, 200, 'Your account has been deleted.'));
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Page /' })).toBeInTheDocument();
    expect(api.calls('DELETE', '/me')).toHaveLength(1);
  });

  it('takes "User profile not found" (the account already deleted) as deleted: signs out and goes home', async () => {
    const user = userEvent.setup();
    const { me } = renderSection(() => fail(404, 'User profile not found', 'not_found'));
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Your e-mail address' }), me.email);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Page /' })).toBeInTheDocument();
    expect(screen.queryByText('User profile not found')).not.toBeInTheDocument();
  });

  it('reports a deletion as done when the local sign-out then fails, and leaves nothing of the account', async () => {
    const user = userEvent.setup();
    const { me } = renderSection(() => ok(null, 200, 'Your account has been deleted.'), {
      'POST /auth/v1/logout': () => NETWORK_ERROR,
    });
    saveDraft(draftKey(me.uid, 'submit-idea'), 'an idea half typed');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Your e-mail address' }), me.email);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Page /' })).toBeInTheDocument();
    expect(loadDraft(draftKey(me.uid, 'submit-idea'))).toBeNull();
  });
});
