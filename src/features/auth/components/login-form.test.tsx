import { AuthApiError, type Session, type User } from '@supabase/supabase-js';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WRONG_CREDENTIALS } from '@/features/auth/api/account-errors';
import { LoginForm } from '@/features/auth/components/login-form';
import { AUTH_STORAGE_KEY, authStorage } from '@/lib/auth-client';
import { supabase } from '@/lib/supabase';
import { renderWithProviders } from '@/testing/render';

const user = { id: 'u1', email: 'ada@example.com' } as User;
const session = { access_token: 'token', user } as Session;

function renderLogin() {
  return renderWithProviders(<LoginForm />, { route: '/login', path: '/login' });
}

async function fillAndSubmit(view: ReturnType<typeof renderLogin>) {
  await view.user.type(screen.getByLabelText(/email address/i), 'ada@example.com');
  await view.user.type(screen.getByLabelText(/^password/i), 'secret123');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('signs in with the e-mail and password, says "Welcome back!" and goes to /', async () => {
    const signIn = vi
      .spyOn(supabase.auth, 'signInWithPassword')
      .mockResolvedValue({ data: { user, session }, error: null });
    const view = renderLogin();

    await fillAndSubmit(view);

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret123' });
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('shows "Signing in..." while the request runs', async () => {
    let finish: (value: Awaited<ReturnType<typeof supabase.auth.signInWithPassword>>) => void = () => {};
    vi.spyOn(supabase.auth, 'signInWithPassword').mockReturnValue(
      new Promise((resolve) => {
        finish = resolve;
      }),
    );
    const view = renderLogin();

    await fillAndSubmit(view);

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    finish({ data: { user, session }, error: null });
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  });

  it('says a wrong password at the password field, announced, with no toast, and keeps the address', async () => {
    vi.spyOn(supabase.auth, 'signInWithPassword').mockResolvedValue({
      data: { user: null, session: null },
      error: new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
    });
    const view = renderLogin();

    await fillAndSubmit(view);

    const password = screen.getByLabelText(/^password/i);
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CREDENTIALS);
    expect(screen.getAllByText(WRONG_CREDENTIALS)).toHaveLength(1);
    expect(password).toHaveAccessibleDescription(WRONG_CREDENTIALS);
    expect(password).toBeInvalid();
    expect(password).toHaveFocus();
    expect(password).toHaveValue('');
    expect(screen.getByLabelText(/email address/i)).toHaveValue('ada@example.com');
    expect(view.router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();

    // Typing the password again takes the message away.
    await view.user.type(password, 'x');
    expect(screen.queryByText(WRONG_CREDENTIALS)).not.toBeInTheDocument();
  });

  it("says 'An unexpected error occurred' above the fields when the call itself throws", async () => {
    vi.spyOn(supabase.auth, 'signInWithPassword').mockRejectedValue(new TypeError('boom'));
    const view = renderLogin();

    await fillAndSubmit(view);

    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('');
  });

  it('does not call Auth when a field is empty', async () => {
    const signIn = vi.spyOn(supabase.auth, 'signInWithPassword');
    const view = renderLogin();

    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('has remember me, checked, and a "Forgot your password?" link to /forgot-password', () => {
    renderLogin();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('keeps the session in local storage with "Remember me", in session storage without', async () => {
    const stored = JSON.stringify(session);
    vi.spyOn(supabase.auth, 'signInWithPassword').mockImplementation(async () => {
      // What supabase-js does with a new session: it writes it through the client's storage.
      await authStorage.setItem(AUTH_STORAGE_KEY, stored);
      return { data: { user, session }, error: null };
    });
    const first = renderLogin();
    await fillAndSubmit(first);
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBe(stored);
    expect(sessionStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    first.unmount();

    const second = renderLogin();
    await second.user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit(second);
    await waitFor(() => expect(sessionStorage.getItem(AUTH_STORAGE_KEY)).toBe(stored));
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('goes back to the page that sent the member to sign in', async () => {
    vi.spyOn(supabase.auth, 'signInWithPassword').mockResolvedValue({ data: { user, session }, error: null });
    const view = renderWithProviders(<LoginForm />, {
      route: { pathname: '/login', state: { from: '/submit?draft=1' } },
      path: '/login',
    });

    await fillAndSubmit(view);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/submit'));
    expect(view.router.state.location.search).toBe('?draft=1');
  });

  it('ignores a page of another site as the way back', async () => {
    vi.spyOn(supabase.auth, 'signInWithPassword').mockResolvedValue({ data: { user, session }, error: null });
    const view = renderWithProviders(<LoginForm />, {
      route: { pathname: '/login', state: { from: '//evil.example/' } },
      path: '/login',
    });

    await fillAndSubmit(view);

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('explains an unconfirmed address and sends the confirmation mail again', async () => {
    vi.spyOn(supabase.auth, 'signInWithPassword').mockResolvedValue({
      data: { user: null, session: null },
      error: new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'),
    });
    const resend = vi.spyOn(supabase.auth, 'resend').mockResolvedValue({
      data: { user: null, session: null },
      error: null,
    });
    const view = renderLogin();

    await fillAndSubmit(view);

    expect(await screen.findByText('Please confirm your e-mail address first')).toBeInTheDocument();
    expect(
      screen.getByText(/We sent a confirmation link to ada@example.com/).closest('[role="alert"]'),
    ).not.toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Resend the e-mail' }));
    expect(await screen.findByText('We have sent the e-mail again to ada@example.com.')).toBeInTheDocument();
    expect(resend).toHaveBeenCalledWith({
      type: 'signup',
      email: 'ada@example.com',
      options: { emailRedirectTo: `${window.location.origin}/welcome` },
    });
    expect(screen.getByRole('button', { name: /Resend the e-mail \(\d+ s\)/ })).toBeDisabled();
  });
});
