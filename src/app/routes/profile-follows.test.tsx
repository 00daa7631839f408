import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Component as OwnProfilePage } from '@/app/routes/profile';
import { Component as ProfileEditRoute } from '@/app/routes/profile-edit';
import { createTestMe } from '@/testing/ideas-data';
import { mockApi, ok } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

const me = createTestMe();

function followed(n: number) {
  return {
    id: `f0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Followed idea ${n}`,
    status: 'approved',
    category: 'technology',
    followedAt: '2025-03-01T10:00:00Z',
  };
}

describe('Following on the own profile', () => {
  it('lists the ideas the member follows, ten at a time, each linking to its page', async () => {
    const all = Array.from({ length: 12 }, (_, i) => followed(i + 1));
    const api = mockApi({
      'GET /me': () => ok(me),
      'GET /users/:id': () => ok(me),
      'GET /users/:id/ideas': () => ok([]),
      'GET /me/follows': ({ query }) => {
        const offset = Number(query.get('offset'));
        return {
          status: 200,
          body: {
            success: true,
            data: all.slice(offset, offset + 10),
            meta: { total: 12, limit: 10, offset },
          },
        };
      },
    });
    renderRoute(<OwnProfilePage />, { path: '/profile', url: '/profile', user: me });
    const list = await screen.findByRole('list', { name: 'Following' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByRole('link', { name: 'Followed idea 1' })).toHaveAttribute(
      'href',
      `/idea/${all[0]!.id}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await within(list).findByRole('link', { name: 'Followed idea 12' })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === '/me/follows').map((r) => r.query.get('offset'))).toEqual([
      '0',
      '10',
    ]);
  });

  it('says when the member follows nothing yet', async () => {
    mockApi({
      'GET /me': () => ok(me),
      'GET /users/:id': () => ok(me),
      'GET /users/:id/ideas': () => ok([]),
      'GET /me/follows': () => ({
        status: 200,
        body: { success: true, data: [], meta: { total: 0, limit: 10, offset: 0 } },
      }),
    });
    renderRoute(<OwnProfilePage />, { path: '/profile', url: '/profile', user: me });
    expect(await screen.findByText(/You follow no idea yet/)).toBeInTheDocument();
  });
});

describe('Auto-follow on /profile/edit', () => {
  it('shows the setting and saves a flipped switch, with a toast', async () => {
    const api = mockApi({
      'GET /me': () => ok(me),
      'GET /me/mail-preferences': () =>
        ok({
          reviewOutcomes: true,
          commentsOnMyIdeas: false,
          repliesToMe: false,
          followedIdeas: false,
          weeklyDigest: false,
        }),
      'GET /me/follow-settings': () => ok({ autoFollow: true }),
      'PUT /me/follow-settings': ({ body }) => ok(body, 200, 'Follow settings saved.'),
    });
    renderRoute(<ProfileEditRoute />, { path: '/profile/edit', url: '/profile/edit', user: me });
    const autoFollow = await screen.findByRole('switch', {
      name: 'Follow the ideas I submit, rate or comment on',
    });
    expect(autoFollow).toBeChecked();
    await userEvent.click(autoFollow);
    expect(await screen.findByText('Follow settings saved.')).toBeInTheDocument();
    await waitFor(() => expect(autoFollow).not.toBeChecked());
    expect(api.requests.filter((r) => r.method === 'PUT').map((r) => [r.path, r.body])).toEqual([
      ['/me/follow-settings', { autoFollow: false }],
    ]);
  });
});
