import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireGuest, RequireUser } from '@/app/guards';
import { doneSigningOut, startSigningOut } from '@/lib/auth/sign-out-intent';
import { renderWithProviders } from '@/testing/render';
import { makeMe, stubApi, storeSession } from '@/testing/session';

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

  it('sends a signed-out visitor from a protected page to /login, with the page to come back to', async () => {
    const { router } = renderProfileSignedOut();

    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/profile' });
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

describe('RequireGuest', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('sends a signed-in member from /login to the page they came from, else home', async () => {
    storeSession();
    stubApi({ '/me': makeMe() });
    const login = (
      <RequireGuest>
        <p>login form</p>
      </RequireGuest>
    );
    const routes = [
      { path: '/', element: <p>home page</p> },
      { path: '/submit', element: <p>submit page</p> },
    ];
    const back = renderWithProviders(login, {
      route: { pathname: '/login', state: { from: '/submit' } },
      path: '/login',
      routes,
    });
    expect(await screen.findByText('submit page')).toBeInTheDocument();
    back.unmount();

    const offSite = renderWithProviders(login, {
      route: { pathname: '/login', state: { from: 'https://evil.example/' } },
      path: '/login',
      routes,
    });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(offSite.router.state.location.pathname).toBe('/');
  });
});
