import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthApiError } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/components/layout/header';
import { supabase } from '@/lib/supabase';
import { renderWithProviders } from '@/testing/render';
import { makeMe, storeSession, stubApi } from '@/testing/session';

function renderSignedIn(me = makeMe()) {
  storeSession({ email: me.email });
  const fetchMock = stubApi({ '/me': me });
  return { ...renderWithProviders(<Header />), fetchMock };
}

async function openUserMenu(view: ReturnType<typeof renderWithProviders>) {
  await view.user.click(await screen.findByRole('button', { name: 'Open user menu' }));
  return screen.findByRole('menu');
}

describe('Header', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers Login and Sign Up to a signed-out visitor, and no Submit or user menu', async () => {
    renderWithProviders(<Header />);

    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Leaderboard' })).toHaveAttribute('href', '/leaderboard');
    expect(within(nav).getByRole('link', { name: 'Roadmap' })).toHaveAttribute('href', '/roadmap');
    expect(within(nav).queryByRole('link', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open user menu' })).not.toBeInTheDocument();
    expect(await screen.findByPlaceholderText('Search ideas...')).toBeInTheDocument();
  });

  it('shows the first letter of the display name and a free member only Profile and Sign Out', async () => {
    const view = renderSignedIn(makeMe({ displayName: 'ada Lovelace' }));

    const avatarButton = await screen.findByRole('button', { name: 'Open user menu' });
    expect(avatarButton).toHaveTextContent(/^A$/);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Submit' }),
    ).toHaveAttribute('href', '/submit');

    const menu = await openUserMenu(view);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Landing Generator' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('falls back to the first letter of the e-mail when there is no display name', async () => {
    renderSignedIn(makeMe({ displayName: '', email: 'zed@example.com' }));
    expect(await screen.findByRole('button', { name: 'Open user menu' })).toHaveTextContent(/^Z$/);
  });

  it('shows the avatar image when the profile has one', async () => {
    renderSignedIn(makeMe({ avatar: 'https://example.com/ada.png' }));
    const button = await screen.findByRole('button', { name: 'Open user menu' });
    expect(within(button).getByRole('img')).toHaveAttribute('src', 'https://example.com/ada.png');
  });

  it('adds Landing Generator for the premium tier', async () => {
    const view = renderSignedIn(makeMe({ subscriptionTier: 'premium' }));
    const menu = await openUserMenu(view);
    expect(within(menu).getByRole('menuitem', { name: 'Landing Generator' })).toHaveAttribute(
      'href',
      '/landing-generator',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('adds Admin Dashboard for admins', async () => {
    const view = renderSignedIn(makeMe({ isAdmin: true }));
    const menu = await openUserMenu(view);
    expect(within(menu).getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(within(menu).queryByRole('menuitem', { name: 'Landing Generator' })).not.toBeInTheDocument();
  });

  it('closes the user menu on Escape and gives the focus back to the avatar button', async () => {
    const view = renderSignedIn();
    await openUserMenu(view);

    await view.user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open user menu' })).toHaveFocus();
  });

  it('closes the user menu on a click outside it', async () => {
    const view = renderSignedIn();
    const menu = await openUserMenu(view);
    const backdrop = menu.closest('.MuiPopover-root')?.querySelector('.MuiBackdrop-root');

    await view.user.click(backdrop!);

    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('closes the user menu on a touch outside it', async () => {
    const view = renderSignedIn();
    const menu = await openUserMenu(view);
    const backdrop = menu.closest('.MuiPopover-root')?.querySelector('.MuiBackdrop-root');
    expect(backdrop).toBeTruthy();

    fireEvent.touchStart(backdrop!);

    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('signs out: toast, back to /, profile forgotten', async () => {
    const view = renderSignedIn();
    const signOut = vi.spyOn(supabase.auth, 'signOut').mockResolvedValue({ error: null });
    await view.router.navigate('/profile');
    const menu = await openUserMenu(view);

    await view.user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByText('Signed out successfully')).toBeInTheDocument();
    expect(signOut).toHaveBeenCalled();
    expect(view.router.state.location.pathname).toBe('/');
    expect(view.queryClient.getQueriesData({ queryKey: ['me'] })).toEqual([]);
  });

  it("says 'Error signing out' when signing out fails", async () => {
    const view = renderSignedIn();
    vi.spyOn(supabase.auth, 'signOut').mockResolvedValue({
      error: new AuthApiError('Session expired', 500, undefined),
    });
    const menu = await openUserMenu(view);

    await view.user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByText('Error signing out')).toBeInTheDocument();
  });

  it('switches the theme and remembers the choice under `theme`', async () => {
    const view = renderWithProviders(<Header />);
    const initialDark = document.documentElement.dataset.theme === 'dark';
    const toggle = screen.getByRole('button', {
      name: initialDark ? 'Switch to light mode' : 'Switch to dark mode',
    });

    await view.user.click(toggle);

    const now = initialDark ? 'light' : 'dark';
    expect(localStorage.getItem('theme')).toBe(now);
    expect(
      screen.getByRole('button', { name: now === 'dark' ? 'Switch to light mode' : 'Switch to dark mode' }),
    ).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: /Switch to/ }));
    expect(localStorage.getItem('theme')).toBe(initialDark ? 'dark' : 'light');
  });

  it("unfolds the mobile menu with every link, 'Submit Idea' for members, and folds it on Escape", async () => {
    const view = renderSignedIn();
    await screen.findByRole('button', { name: 'Open user menu' });
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await view.user.click(menuButton);

    // The menu's code loads on first use.
    const mobileNav = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const labels = within(mobileNav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Home', 'Leaderboard', 'Roadmap', 'Submit Idea']);

    await view.user.click(within(mobileNav).getByRole('link', { name: 'Leaderboard' }));
    expect(view.router.state.location.pathname).toBe('/leaderboard');
    await view.user.click(screen.getByRole('button', { name: 'Open menu' }));
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('lists Login and Sign Up in the mobile menu of a visitor', async () => {
    const view = renderWithProviders(<Header />);
    await screen.findByRole('link', { name: 'Login' });
    await view.user.click(screen.getByRole('button', { name: 'Open menu' }));
    const labels = within(await screen.findByRole('navigation', { name: 'Mobile' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Home', 'Leaderboard', 'Roadmap', 'Login', 'Sign Up']);
  });
});
