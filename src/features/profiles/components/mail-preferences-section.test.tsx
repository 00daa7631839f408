import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileEditPage } from '@/features/profiles/components/profile-edit-form';
import { UnsubscribePage } from '@/features/profiles/components/unsubscribe-page';
import { createTestMe } from '@/testing/ideas-data';
import { fail, mockApi, ok } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

const DEFAULTS = {
  reviewOutcomes: true,
  commentsOnMyIdeas: false,
  repliesToMe: false,
  followedIdeas: false,
  weeklyDigest: false,
};

describe('E-mail notifications on /profile/edit', () => {
  it('shows the saved choices and saves a flipped switch on its own, with a toast', async () => {
    const user = userEvent.setup();
    const me = createTestMe();
    const api = mockApi({
      'GET /me': () => ok(me),
      'GET /me/mail-preferences': () => ok(DEFAULTS),
      'PUT /me/mail-preferences': ({ body }) =>
        ok({ ...DEFAULTS, ...(body as object) }, 200, 'E-mail preferences saved.'),
    });
    renderRoute(<ProfileEditPage />, { path: '/profile/edit', url: '/profile/edit', user: me });

    expect(await screen.findByRole('heading', { name: 'E-mail notifications' })).toBeInTheDocument();
    const reviews = await screen.findByRole('switch', { name: 'When my idea is approved or rejected' });
    const comments = screen.getByRole('switch', { name: 'When someone comments on my idea' });
    expect(reviews).toBeChecked();
    expect(comments).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'When someone replies to my comment' })).not.toBeChecked();

    await user.click(comments);
    expect(await screen.findByText('E-mail preferences saved.')).toBeInTheDocument();
    await waitFor(() => expect(comments).toBeChecked());
    expect(api.requests.filter((r) => r.method === 'PUT').map((r) => [r.path, r.body])).toEqual([
      ['/me/mail-preferences', { commentsOnMyIdeas: true }],
    ]);
  });

  it('says so when saving fails, and the switch stays as it was', async () => {
    const user = userEvent.setup();
    const me = createTestMe();
    mockApi({
      'GET /me': () => ok(me),
      'GET /me/mail-preferences': () => ok(DEFAULTS),
      'PUT /me/mail-preferences': () => fail(500, 'Something went wrong on our side.', 'internal_error'),
    });
    renderRoute(<ProfileEditPage />, { path: '/profile/edit', url: '/profile/edit', user: me });
    const replies = await screen.findByRole('switch', { name: 'When someone replies to my comment' });
    await user.click(replies);
    expect(
      await screen.findByText('Failed to save your e-mail preferences. Please try again.'),
    ).toBeInTheDocument();
    expect(replies).not.toBeChecked();
  });
});

describe('/unsubscribe', () => {
  it("turns the link's topic off once, signed out, and says what was turned off", async () => {
    const api = mockApi({
      'POST /unsubscribe': () => ok({ topics: ['review_outcomes'] }, 200, 'You are unsubscribed.'),
    });
    renderRoute(<UnsubscribePage />, {
      path: '/unsubscribe',
      url: '/unsubscribe?token=0f8fad5b-d9cb-469f-a165-70867728950e&topic=review_outcomes',
    });
    expect(await screen.findByText('When my idea is approved or rejected')).toBeInTheDocument();
    expect(screen.getByText('You will no longer get these e-mails:')).toBeInTheDocument();
    expect(api.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/unsubscribe', { token: '0f8fad5b-d9cb-469f-a165-70867728950e', topic: 'review_outcomes' }],
    ]);
  });

  it('says a link is not valid when the API does not know its token, and when it has none', async () => {
    mockApi({ 'POST /unsubscribe': () => fail(404, 'This unsubscribe link is not valid.', 'not_found') });
    const { unmount } = renderRoute(<UnsubscribePage />, {
      path: '/unsubscribe',
      url: '/unsubscribe?token=nope',
    });
    expect(await screen.findByText(/This unsubscribe link is not valid/)).toBeInTheDocument();
    unmount();
    renderRoute(<UnsubscribePage />, { path: '/unsubscribe', url: '/unsubscribe' });
    expect(await screen.findByText(/This unsubscribe link is not valid/)).toBeInTheDocument();
  });
});
