import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserManagement } from '@/features/admin/components/user-management';
import { createAdminUser, usersAnswer } from '@/features/admin/testing/admin-data';
import { fail, mockApi, ok } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

const admin = createAdminUser({ displayName: 'Ada Admin', isAdmin: true });
const member = createAdminUser({ displayName: 'Mia Member' });
const suspended = createAdminUser({
  displayName: 'Sam Suspended',
  suspension: { until: '2030-03-05T10:00:00Z', reason: 'Posting spam', ratings: 3 },
});

function renderUsers(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /admin/users': () => usersAnswer([admin, member, suspended]), ...routes });
  return { api, ...renderRoute(<UserManagement />, { path: '/admin', url: '/admin' }) };
}

const rowOf = async (name: string) => screen.findByRole('row', { name: new RegExp(name) });

describe('Suspension in User Management', () => {
  it('shows a suspended member as such, with Unsuspend and Void ratings; no Suspend for administrators', async () => {
    renderUsers();
    const row = await rowOf('Sam Suspended');
    expect(within(row).getByText('Suspended')).toBeInTheDocument();
    expect(within(row).getByText(/^Suspended until Mar 5, 2030, .+: Posting spam$/)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Unsuspend' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    expect(within(await rowOf('Mia Member')).getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(
      within(await rowOf('Ada Admin')).queryByRole('button', { name: 'Suspend' }),
    ).not.toBeInTheDocument();
  });

  it('suspends for a number of days with a reason, which is required and counted', async () => {
    const { api, user } = renderUsers({
      'PUT /admin/users/:id/suspend': () =>
        ok({ uid: member.uid, suspension: { until: '2030-01-01T00:00:00Z', reason: 'Spam' } }),
    });
    await user.click(within(await rowOf('Mia Member')).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Mia Member' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Give the member a reason')).toBeInTheDocument();
    expect(api.calls('PUT', '/admin/users/:id/suspend')).toHaveLength(0);

    const days = within(dialog).getByRole('spinbutton', { name: 'Days' });
    await user.clear(days);
    await user.type(days, '14');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam');
    expect(within(dialog).getByText('4 / 500 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Member suspended.')).toBeInTheDocument();
    expect(api.calls('PUT', '/admin/users/:id/suspend')[0]?.body).toEqual({ days: 14, reason: 'Spam' });
  });

  it('suspends until a date: the start of that day is sent', async () => {
    const { api, user } = renderUsers({
      'PUT /admin/users/:id/suspend': () =>
        ok({ uid: member.uid, suspension: { until: '2030-01-01T00:00:00Z', reason: 'Spam' } }),
    });
    await user.click(within(await rowOf('Mia Member')).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Mia Member' });
    await user.click(within(dialog).getByRole('radio', { name: 'Until a date' }));
    const day = new Date(Date.now() + 10 * 86_400_000);
    const text = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    await user.type(within(dialog).getByLabelText('Until'), text);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Member suspended.')).toBeInTheDocument();
    expect(api.calls('PUT', '/admin/users/:id/suspend')[0]?.body).toEqual({
      until: new Date(`${text}T00:00:00`).toISOString(),
      reason: 'Spam',
    });
  });

  it("keeps the dialog open with the API's reason when the suspension is refused", async () => {
    const { user } = renderUsers({
      'PUT /admin/users/:id/suspend': () =>
        fail(
          409,
          'An administrator cannot be suspended. Remove their administrator role first.',
          'wrong_state',
        ),
    });
    await user.click(within(await rowOf('Mia Member')).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(
      await within(dialog).findByText(
        'An administrator cannot be suspended. Remove their administrator role first.',
      ),
    ).toBeInTheDocument();
  });

  it('voids ratings after a confirmation naming their number, and lifts a suspension', async () => {
    const { api, user } = renderUsers({
      'POST /admin/users/:id/void-ratings': () => ok({ uid: suspended.uid, voided: 3 }),
      'PUT /admin/users/:id/unsuspend': () => ok({ uid: suspended.uid, suspension: null }),
    });
    await user.click(within(await rowOf('Sam Suspended')).getByRole('button', { name: 'Void ratings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void ratings of Sam Suspended' });
    expect(dialog).toHaveTextContent('All 3 ratings by Sam Suspended will be deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Void 3 ratings' }));
    expect(await screen.findByText('3 ratings voided.')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/users/:id/void-ratings')).toHaveLength(1);

    await user.click(within(await rowOf('Sam Suspended')).getByRole('button', { name: 'Unsuspend' }));
    const lift = await screen.findByRole('dialog', { name: 'Unsuspend Sam Suspended' });
    await user.click(within(lift).getByRole('button', { name: 'Unsuspend' }));
    expect(await screen.findByText('Suspension lifted.')).toBeInTheDocument();
    expect(api.calls('PUT', '/admin/users/:id/unsuspend')).toHaveLength(1);
  });
});
