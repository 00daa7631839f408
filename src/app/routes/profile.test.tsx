import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Me, PublicProfile } from '@schemas/profiles.ts';
import { Component as OwnProfilePage } from '@/app/routes/profile';
import { Component as UserPage } from '@/app/routes/user';
import { AUTHOR_ID, createTestIdea, createTestMe, MEMBER_ID } from '@/testing/ideas-data';
import { fail, mockApi, ok } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

const authorProfile: PublicProfile = {
  uid: AUTHOR_ID,
  displayName: 'Alice Author',
  bio: 'Builds things for villages.',
  avatar: '',
  socialLinks: { twitter: 'https://twitter.com/alice', linkedin: 'https://linkedin.com/in/alice' },
  isVerified: true,
  subscriptionTier: 'premium',
  createdAt: '2024-12-03T10:00:00Z',
};
const ideas = [
  createTestIdea({ title: 'Approved one', status: 'approved' }),
  createTestIdea({ title: 'Waiting one', status: 'pending', finalScore: 0, totalRatings: 0 }),
];

function renderUserPage(user?: Me) {
  const api = mockApi({
    'GET /users/:id': ({ params }) =>
      params.id === AUTHOR_ID ? ok(authorProfile) : fail(404, 'User not found'),
    'GET /users/:id/ideas': () => ok(ideas),
    ...(user ? { 'GET /me': () => ok(user) } : {}),
  });
  renderRoute(<UserPage />, { path: '/user/:id', url: `/user/${AUTHOR_ID}`, user });
  return api;
}

describe('Profile pages', () => {
  it("shows the owner their profile with 'Edit Profile' and their ideas' review state", async () => {
    renderUserPage(createTestMe({ uid: AUTHOR_ID }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alice Author' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
    expect(screen.getByText('Builds things for villages.')).toBeInTheDocument();
    expect(screen.getByText('Joined December 2024')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Twitter' })).toHaveAttribute(
      'href',
      'https://twitter.com/alice',
    );
    expect(await screen.findByRole('tab', { name: 'Ideas (2)' })).toHaveAttribute('aria-selected', 'true');
    const waiting = screen.getByRole('article', { name: 'Waiting one' });
    expect(within(waiting).getByText('Pending Review')).toBeInTheDocument();
    expect(within(waiting).getByText('In review')).toBeInTheDocument();
    expect(within(waiting).queryByText('0.0')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Approved one' })).getByText('72.3'),
    ).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: 'Waiting one' })).toHaveAttribute(
      'href',
      `/idea/${ideas[1]!.id}`,
    );
    expect(document.title).toMatch(/^Alice Author/);
  });

  it("hides 'Edit Profile' and the review state from other members and visitors", async () => {
    renderUserPage(createTestMe({ uid: MEMBER_ID }));
    expect(await screen.findByRole('article', { name: 'Approved one' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.queryByText('Approved')).not.toBeInTheDocument();
  });

  it("hides 'Edit Profile' from a signed-out visitor", async () => {
    renderUserPage();
    expect(await screen.findByRole('tab', { name: 'Ideas (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it("shows the ratings given, newest first, 20 at a time, with 'Anonymous' on the owner's anonymous ones", async () => {
    const user = userEvent.setup();
    const given = Array.from({ length: 23 }, (_, i) => ({
      id: `r${i}`,
      ideaId: `00000000-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`,
      ideaTitle: `Rated idea ${i + 1}`,
      marketDemand: 80,
      innovation: 60,
      competition: 40,
      isAnonymous: i === 0,
      createdAt: '2025-02-01T10:00:00Z',
    }));
    const api = mockApi({
      'GET /users/:id': () => ok(authorProfile),
      'GET /users/:id/ideas': () => ok(ideas),
      'GET /users/:id/ratings': ({ query }) => {
        const offset = Number(query.get('offset'));
        const limit = Number(query.get('limit'));
        return {
          status: 200,
          body: {
            success: true,
            data: given.slice(offset, offset + limit),
            meta: { total: 23, limit, offset },
          },
        };
      },
    });
    renderRoute(<UserPage />, { path: '/user/:id', url: `/user/${AUTHOR_ID}` });
    await user.click(await screen.findByRole('tab', { name: 'Ratings' }));

    const list = await screen.findByRole('list', { name: 'Rating history' });
    expect(within(list).getAllByRole('link')).toHaveLength(20);
    const first = within(list).getByRole('link', { name: 'Rated idea 1' });
    expect(first).toHaveAttribute('href', `/idea/${given[0]!.ideaId}`);
    expect(within(list).getAllByText('Anonymous')).toHaveLength(1);
    expect(within(list).getAllByText('Feb 1, 2025')).toHaveLength(20);
    expect(
      within(list).getAllByText(/Market Demand 80\.0 · Innovation 60\.0 · Competition 40\.0/),
    ).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByRole('link', { name: 'Rated idea 23' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    const offsets = api.calls('GET', '/users/:id/ratings').map((call) => call.query.get('offset'));
    expect(offsets).toEqual(['0', '20']);
  });

  it("says 'No ratings yet.' on the Ratings tab of a member who gave none", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /users/:id': () => ok(authorProfile),
      'GET /users/:id/ideas': () => ok(ideas),
      'GET /users/:id/ratings': () => ({
        status: 200,
        body: { success: true, data: [], meta: { total: 0 } },
      }),
    });
    renderRoute(<UserPage />, { path: '/user/:id', url: `/user/${AUTHOR_ID}` });
    await user.click(await screen.findByRole('tab', { name: 'Ratings' }));
    expect(await screen.findByText('No ratings yet.')).toBeInTheDocument();
    expect(screen.queryByText('Rating history coming soon...')).not.toBeInTheDocument();
  });

  it("says 'Profile Not Found' when the profile cannot be loaded", async () => {
    mockApi({ 'GET /users/:id': () => fail(404, 'User not found'), 'GET /users/:id/ideas': () => ok([]) });
    renderRoute(<UserPage />, { path: '/user/:id', url: '/user/nobody' });
    expect(await screen.findByRole('heading', { name: 'Profile Not Found' })).toBeInTheDocument();
  });

  it("shows the signed-in user's own profile on /profile", async () => {
    const me = createTestMe({ uid: AUTHOR_ID });
    const api = mockApi({
      'GET /me': () => ok(me),
      'GET /users/:id': () => ok(authorProfile),
      'GET /users/:id/ideas': () => ok([]),
    });
    renderRoute(<OwnProfilePage />, { path: '/profile', url: '/profile', user: me });
    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(await screen.findByText("You haven't submitted any ideas yet.")).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ideas (0)' })).toBeInTheDocument();
    expect(api.calls('GET', '/users/:id')[0]!.params.id).toBe(AUTHOR_ID);
  });
});
