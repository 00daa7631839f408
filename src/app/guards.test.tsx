import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireUser } from '@/app/guards';
import { doneSigningOut, startSigningOut } from '@/lib/auth/sign-out-intent';
import { renderWithProviders } from '@/testing/render';

function renderProfileSignedOut() {
  return renderWithProviders(
    <RequireUser>
      <p>my profile</p>
    </RequireUser>,
    {
      route: '/profile',
      path: '/profile',
      routes: [
        { path: '/', element: <p>home page</p> },
        { path: '/login', element: <p>login page</p> },
      ],
    },
  );
}

describe('RequireUser', () => {
  afterEach(doneSigningOut);

  it('sends a signed-out visitor from a protected page to /login', async () => {
    const { router } = renderProfileSignedOut();

    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('my profile')).not.toBeInTheDocument();
  });

  it('sends a member who just signed out on that page home instead, and only until they got there', async () => {
    startSigningOut();
    const { router } = renderProfileSignedOut();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    doneSigningOut();
    await router.navigate('/profile');
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });
});
