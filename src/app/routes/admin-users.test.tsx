import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@schemas/admin.ts';
import { Component as AdminPage } from '@/app/routes/admin';
import { USER_SEARCH_DEBOUNCE_MS, usersFound } from '@/features/admin/components/user-management';
import { ADMIN_STATS, createAdminUser, deferred, usersAnswer } from '@/features/admin/testing/admin-data';
import { fail, mockApi, ok, type ApiAnswer, type ApiRequest } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

type Routes = Record<string, (request: ApiRequest) => ApiAnswer | Promise<ApiAnswer>>;

const ada = createAdminUser({
  uid: 'ada00001-1111-4111-8111-111111111111',
  displayName: 'Ada Admin',
  email: 'ada@example.com',
  isAdmin: true,
  isVerified: true,
  subscriptionTier: 'premium',
  avatar: 'https://images.example/ada.png',
  createdAt: '2024-11-03T10:00:00Z',
});
const mia = createAdminUser({
  uid: 'm1a00002-2222-4222-8222-222222222222',
  displayName: 'Mia Member',
  email: 'mia@example.com',
  createdAt: '2025-01-15T12:00:00Z',
});

function renderUsers({
  users = [ada, mia],
  total,
  routes = {},
}: { users?: AdminUser[]; total?: number; routes?: Routes } = {}) {
  const api = mockApi({
    'GET /admin/dashboard': () => ok(ADMIN_STATS),
    'GET /admin/ideas/pending': () => ok([]),
    'GET /admin/ideas/edits': () => ok([]),
    'GET /admin/users': () => usersAnswer(users, total),
    ...routes,
  });
  const view = renderRoute(<AdminPage />, { path: '/admin', url: '/admin?tab=users' });
  return { ...view, api };
}

const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;

afterEach(() => {
  vi.restoreAllMocks();
});

// MUI's table and dialogs are slow to mount in jsdom when the whole suite runs at once.
describe('User Management', () => {
  it("shows '{n} users found' from meta.total and a row per user with role, badges, placeholders and the right action", async () => {
    const { api } = renderUsers({ total: 57 });

    expect(await screen.findByRole('heading', { level: 2, name: 'User Management' })).toBeInTheDocument();
    expect(await screen.findByText('57 users found')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['User', 'Email', 'Role', 'Subscription', 'Joined', 'Actions']);

    const adaRow = await row('Ada Admin');
    expect(within(adaRow).getByText('ID: ada00001')).toBeInTheDocument();
    expect(within(adaRow).getByRole('img', { name: 'Ada Admin' })).toHaveAttribute(
      'src',
      'https://images.example/ada.png',
    );
    expect(within(adaRow).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(adaRow).getByText('Admin')).toBeInTheDocument();
    expect(within(adaRow).getByText('Verified')).toBeInTheDocument();
    expect(within(adaRow).getByText('Premium')).toBeInTheDocument();
    expect(within(adaRow).getByText('Nov 3, 2024')).toBeInTheDocument();
    expect(within(adaRow).getByRole('button', { name: 'Demote' })).toBeInTheDocument();
    expect(within(adaRow).queryByRole('button', { name: 'Promote' })).not.toBeInTheDocument();

    const miaRow = await row('Mia Member');
    expect(within(miaRow).getByText('ID: m1a00002')).toBeInTheDocument();
    expect(within(miaRow).getByText('M')).toBeInTheDocument();
    expect(within(miaRow).queryByText('Admin')).not.toBeInTheDocument();
    expect(within(miaRow).getByText('Member')).toBeInTheDocument();
    expect(within(miaRow).queryByText('Verified')).not.toBeInTheDocument();
    expect(within(miaRow).getByText('Free')).toBeInTheDocument();
    expect(within(miaRow).getByText('Jan 15, 2025')).toBeInTheDocument();
    expect(within(miaRow).getByRole('button', { name: 'Promote' })).toBeInTheDocument();
    // The rare actions are secondary: no row carries a filled button.
    expect(table.querySelector('.MuiButton-contained')).toBeNull();

    // The first load asks for everyone: no search parameter at all.
    expect(api.calls('GET', '/admin/users')[0]?.query.has('search')).toBe(false);
  });

  it('sends the name search once typing pauses, and never an empty one', async () => {
    const { api, user } = renderUsers({
      routes: {
        'GET /admin/users': ({ query }) => usersAnswer(query.get('search') === 'Mia' ? [mia] : [ada, mia]),
      },
    });
    const search = await screen.findByPlaceholderText('Search users by name...');
    expect(search).toHaveAccessibleName('Search users by name');
    await screen.findByText('2 users found');

    await user.type(search, 'Mia');
    expect(await screen.findByText('1 user found')).toBeInTheDocument();
    expect(screen.queryByText('Ada Admin')).not.toBeInTheDocument();
    // The search goes out after the typing, not per keystroke (the exact timing is proven in
    // use-debounced-value.test.ts; a loaded test machine may pause between keystrokes).
    const searches = api
      .calls('GET', '/admin/users')
      .map((call) => call.query.get('search'))
      .filter((value) => value !== null);
    expect(searches.at(-1)).toBe('Mia');
    expect(searches.length).toBeLessThan(3);

    // Clearing, then only spaces: back to the whole list, never '?search=' nor '?search=%20'.
    await user.clear(search);
    await user.type(search, '   ');
    expect(await screen.findByText('2 users found')).toBeInTheDocument();
    await new Promise((done) => setTimeout(done, USER_SEARCH_DEBOUNCE_MS + 100));
    for (const call of api.calls('GET', '/admin/users')) {
      const value = call.query.get('search');
      expect(value === null || value.trim() !== '').toBe(true);
    }
  });

  it("confirms a promotion in 'Confirm Action', shows 'Promoting...', closes, shows the answer's role and refetches the list and the stats", async () => {
    const answer = deferred<ApiAnswer>();
    let promoted = false;
    const { api, user } = renderUsers({
      routes: {
        'PUT /admin/users/:id/promote': () => answer.promise,
        'GET /admin/users': () => usersAnswer(promoted ? [ada, { ...mia, isAdmin: true }] : [ada, mia]),
      },
    });

    await user.click(within(await row('Mia Member')).getByRole('button', { name: 'Promote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Action' });
    expect(within(dialog).getByText('Are you sure you want to promote Mia Member?')).toBeInTheDocument();
    expect(within(dialog).getByText('This will give them admin privileges.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(await within(dialog).findByRole('button', { name: 'Promoting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(api.calls('PUT', '/admin/users/:id/promote')[0]?.params.id).toBe(mia.uid);

    promoted = true;
    answer.resolve(ok({ uid: mia.uid, isAdmin: true }, 200, 'User promoted to administrator.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('User promoted to administrator.')).toBeInTheDocument();
    // The answer holds the new role, which the row shows; the user list and the stats are fetched again.
    expect(within(await row('Mia Member')).getByText('Admin')).toBeInTheDocument();
    expect(within(await row('Mia Member')).getByRole('button', { name: 'Demote' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', '/admin/users')).toHaveLength(2));
    await waitFor(() => expect(api.calls('GET', '/admin/dashboard')).toHaveLength(2));
  });

  it("toasts 'User demoted.' when a demotion succeeds", async () => {
    const { user } = renderUsers({
      routes: {
        'PUT /admin/users/:id/demote': () => ok({ uid: ada.uid, isAdmin: false }, 200, 'User demoted.'),
      },
    });
    await user.click(within(await row('Ada Admin')).getByRole('button', { name: 'Demote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Action' });
    await user.click(within(dialog).getByRole('button', { name: 'Demote' }));
    expect(await screen.findByText('User demoted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('moves a member to the premium plan after confirming, and a premium one back to free', async () => {
    const { api, user } = renderUsers({
      routes: {
        'PUT /admin/users/:id/tier': (request) => ok({ uid: request.params.id, ...(request.body as object) }),
      },
    });
    await user.click(within(await row('Mia Member')).getByRole('button', { name: 'Make premium' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm Action' });
    expect(
      within(dialog).getByText('Are you sure you want to move Mia Member to the premium plan?'),
    ).toBeInTheDocument();
    expect(api.calls('PUT', '/admin/users/:id/tier')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Make premium' }));
    expect(await screen.findByText('User moved to the premium plan.')).toBeInTheDocument();
    expect(api.calls('PUT', '/admin/users/:id/tier')[0]?.body).toEqual({ tier: 'premium' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(await row('Ada Admin')).getByRole('button', { name: 'Make free' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm Action' });
    expect(
      within(dialog).getByText('Their published landing pages stay online but can no longer be edited.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Make free' }));
    expect(await screen.findByText('User moved to the free plan.')).toBeInTheDocument();
    expect(api.calls('PUT', '/admin/users/:id/tier')[1]).toMatchObject({
      params: { id: ada.uid },
      body: { tier: 'free' },
    });
  });

  it("reads '1 user found' for one and '0 users found' for none", async () => {
    renderUsers({ users: [mia], total: 1 });
    expect(await screen.findByText('1 user found')).toBeInTheDocument();
    expect(usersFound(0)).toBe('0 users found');
  });

  it('asks before a demotion and cancelling sends nothing', async () => {
    const { api, user } = renderUsers();
    await user.click(within(await row('Ada Admin')).getByRole('button', { name: 'Demote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Action' });
    expect(within(dialog).getByText('Are you sure you want to demote Ada Admin?')).toBeInTheDocument();
    expect(within(dialog).getByText('This will remove their admin privileges.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('PUT', '/admin/users/:id/demote')).toHaveLength(0);
  });

  it("keeps the dialog open when the last administrator's demotion is refused, shows why and logs it", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = deferred<ApiAnswer>();
    const { api, user } = renderUsers({
      routes: { 'PUT /admin/users/:id/demote': () => answer.promise },
    });

    await user.click(within(await row('Ada Admin')).getByRole('button', { name: 'Demote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Action' });
    await user.click(within(dialog).getByRole('button', { name: 'Demote' }));
    expect(await within(dialog).findByRole('button', { name: 'Demoting...' })).toBeDisabled();
    answer.resolve(fail(409, 'The last administrator cannot be demoted', 'conflict'));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The last administrator cannot be demoted',
    );
    expect(screen.getByRole('dialog', { name: 'Confirm Action' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Demote' })).toBeEnabled();
    expect(logged).toHaveBeenCalledWith(`Failed to demote user ${ada.uid}:`, expect.any(Error));
    expect(await screen.findByText('Failed to demote user')).toBeInTheDocument();
    // Nothing changed, so nothing is refetched.
    expect(api.calls('GET', '/admin/users')).toHaveLength(1);

    // A fresh opening starts without the old error.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(await row('Ada Admin')).getByRole('button', { name: 'Demote' }));
    const again = await screen.findByRole('dialog', { name: 'Confirm Action' });
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Error loading users: {message}' when the list fails", async () => {
    renderUsers({
      routes: { 'GET /admin/users': () => fail(500, 'The users are hiding', 'internal_error') },
    });
    expect(await screen.findByText('Error loading users: The users are hiding')).toBeInTheDocument();
  });
});
