import { AuthApiError, type Session, type User } from '@supabase/supabase-js';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/features/auth/components/login-form';
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

  it("shows the provider's message when it refuses, and stays on the page", async () => {
    vi.spyOn(supabase.auth, 'signInWithPassword').mockResolvedValue({
      data: { user: null, session: null },
      error: new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
    });
    const view = renderLogin();

    await fillAndSubmit(view);

    expect(await screen.findByText('Invalid login credentials')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("says 'An unexpected error occurred' when the call itself throws", async () => {
    vi.spyOn(supabase.auth, 'signInWithPassword').mockRejectedValue(new TypeError('boom'));
    const view = renderLogin();

    await fillAndSubmit(view);

    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
  });

  it('does not call Auth when a field is empty', async () => {
    const signIn = vi.spyOn(supabase.auth, 'signInWithPassword');
    const view = renderLogin();

    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('has remember me, a "Forgot your password?" link that goes nowhere yet', () => {
    renderLogin();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    const forgot = screen.getByRole('link', { name: 'Forgot your password?' });
    expect(forgot).toHaveAttribute('href', '#');
    expect(forgot).toHaveAttribute('aria-disabled', 'true');
  });
});
