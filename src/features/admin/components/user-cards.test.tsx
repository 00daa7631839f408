import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserManagement } from '@/features/admin/components/user-management';
import { createAdminUser, usersAnswer } from '@/features/admin/testing/admin-data';
import { mockApi } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

const ada = createAdminUser({
  uid: 'ada00001-1111-4111-8111-111111111111',
  displayName: 'Ada Admin',
  email: 'ada@example.com',
  isAdmin: true,
  isVerified: true,
  subscriptionTier: 'premium',
  createdAt: '2024-11-03T10:00:00Z',
});
const mia = createAdminUser({
  uid: 'm1a00002-2222-4222-8222-222222222222',
  displayName: 'Mia Member',
  email: 'mia@example.com',
  createdAt: '2025-01-15T12:00:00Z',
});

/** A viewport `width` pixels wide, as far as CSS media queries (and MUI's useMediaQuery) can tell. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

function renderUsers() {
  mockApi({ 'GET /admin/users': () => usersAnswer([ada, mia]) });
  return renderRoute(<UserManagement />, { path: '/admin', url: '/admin' });
}

describe('User Management by width', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each user as a card with the same data and actions below 600 px', async () => {
    viewport(390);
    const { user } = renderUsers();

    const adaCard = await screen.findByRole('article', { name: 'Ada Admin' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    for (const text of ['ada@example.com', 'Admin', 'Verified', 'Premium', 'Joined Nov 3, 2024']) {
      expect(within(adaCard).getByText(text)).toBeInTheDocument();
    }
    expect(within(adaCard).getByText(/^ID: ada00001/)).toBeInTheDocument();
    expect(within(adaCard).getByRole('button', { name: 'Demote' })).toBeInTheDocument();

    const miaCard = screen.getByRole('article', { name: 'Mia Member' });
    expect(within(miaCard).getByText('Free')).toBeInTheDocument();
    await user.click(within(miaCard).getByRole('button', { name: 'Promote' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Mia Member');
  });

  it('keeps the table from 600 px up', async () => {
    viewport(600);
    renderUsers();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByRole('row', { name: /Ada Admin/ })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
