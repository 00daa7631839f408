import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Component as IdeaPage } from '@/app/routes/idea';
import { createTestIdea, createTestMe } from '@/testing/ideas-data';
import { fail, mockApi, ok, type ApiAnswer } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

const member = createTestMe();

function renderPage(options: { signedIn: boolean; follow?: () => ApiAnswer | Promise<ApiAnswer> }) {
  const idea = createTestIdea({ followers: 4, following: false });
  const api = mockApi({
    'GET /ideas/:id': () => ok(idea),
    'GET /ratings/idea/:id': () => ok([]),
    'PUT /ideas/:id/follow': options.follow ?? (() => ok({ following: true, followers: 5 })),
    'DELETE /ideas/:id/follow': () => ok({ following: false, followers: 4 }),
    ...(options.signedIn ? { 'GET /me': () => ok(member) } : {}),
  });
  renderRoute(<IdeaPage />, {
    path: '/idea/:id',
    url: `/idea/${idea.id}`,
    user: options.signedIn ? member : undefined,
  });
  return { api };
}

const followButton = () => screen.findByRole('button', { name: /^Follow/ });

describe('Follow button', () => {
  it('follows at once, with the count moved, and says so', async () => {
    const { api } = renderPage({ signedIn: true });
    await userEvent.click(await followButton());
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('5 followers')).toBeInTheDocument();
    expect(await screen.findByText(/You follow this idea/)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT' && r.path.endsWith('/follow'))).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByText('You no longer follow this idea.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('4 followers')).toBeInTheDocument();
  });

  it('sends one request for a double click, and shows the new state while it is on its way', async () => {
    let answer: (value: ApiAnswer) => void = () => undefined;
    const pending = new Promise<ApiAnswer>((resolve) => (answer = resolve));
    const { api } = renderPage({ signedIn: true, follow: () => pending });
    const button = await followButton();
    await userEvent.dblClick(button);
    expect(await screen.findByRole('button', { name: 'Following' })).toBeDisabled();
    expect(screen.getByText('5 followers')).toBeInTheDocument();
    answer(ok({ following: true, followers: 9 }));
    expect(await screen.findByText('9 followers')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT' && r.path.endsWith('/follow'))).toHaveLength(1);
  });

  it('puts the state back when the follow is refused, with the reason', async () => {
    renderPage({
      signedIn: true,
      follow: () => fail(403, 'Your account is suspended.', 'account_suspended'),
    });
    await userEvent.click(await followButton());
    expect(await screen.findByText('Your account is suspended.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled());
    expect(screen.getByText('4 followers')).toBeInTheDocument();
  });

  it('asks a visitor to sign in first, and sends nothing', async () => {
    const { api } = renderPage({ signedIn: false });
    await userEvent.click(await followButton());
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to follow this idea' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(api.requests.filter((r) => r.path.endsWith('/follow'))).toHaveLength(0);
  });
});
