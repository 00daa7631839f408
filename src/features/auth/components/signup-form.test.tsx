import {
  AuthApiError,
  AuthWeakPasswordError,
  type AuthError,
  type User,
  type UserIdentity,
} from '@supabase/supabase-js';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALREADY_REGISTERED, TOO_MANY_REQUESTS } from '@/features/auth/api/account-errors';
import { SignupForm } from '@/features/auth/components/signup-form';
import { supabase } from '@/lib/supabase';
import { renderWithProviders } from '@/testing/render';

function renderSignup() {
  return renderWithProviders(<SignupForm />, { route: '/signup', path: '/signup' });
}

type View = ReturnType<typeof renderSignup>;

async function fill(
  view: View,
  values: { name?: string; email?: string; password?: string; confirm?: string; agree?: boolean },
) {
  if (values.name) await view.user.type(screen.getByLabelText(/full name/i), values.name);
  if (values.email) await view.user.type(screen.getByLabelText(/email address/i), values.email);
  if (values.password) await view.user.type(screen.getByLabelText(/^password/i), values.password);
  if (values.confirm) await view.user.type(screen.getByLabelText(/confirm password/i), values.confirm);
  if (values.agree) await view.user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

/** A form the schema accepts. */
const VALID = {
  name: 'Ada',
  email: 'ada@example.com',
  password: 'secret123',
  confirm: 'secret123',
  agree: true,
};

/** The user of Auth's sign-up answer: a new account has its e-mail identity, a repeat none. */
const user = (identities: UserIdentity[]) => ({ id: 'u1', identities }) as User;

/** The e-mail identity of a new account. */
const IDENTITY = { id: 'u1', user_id: 'u1', provider: 'email' } as UserIdentity;

const submit = (view: View) => view.user.click(screen.getByRole('button', { name: 'Create account' }));

describe('SignupForm', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('names every required field and the terms box when submitted empty', async () => {
    const signUp = vi.spyOn(supabase.auth, 'signUp');
    const view = renderSignup();

    await submit(view);

    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please agree to the terms and conditions')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree to the/ })).toHaveAccessibleDescription(
      'Please agree to the terms and conditions',
    );
    expect(signUp).not.toHaveBeenCalled();
  });

  it("says 'Password must be at least 6 characters' for a short password", async () => {
    const view = renderSignup();

    await fill(view, {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'abc12',
      confirm: 'abc12',
      agree: true,
    });
    await submit(view);

    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it("says 'Passwords do not match' when the confirmation differs", async () => {
    const view = renderSignup();

    await fill(view, {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'secret123',
      confirm: 'secret124',
      agree: true,
    });
    await submit(view);

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();
  });

  it('rejects an invalid e-mail address', async () => {
    const view = renderSignup();
    await fill(view, { email: 'not-an-email' });
    await submit(view);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('creates the account with the display name as metadata, announces the verification mail and goes to "Check your inbox"', async () => {
    const signUp = vi
      .spyOn(supabase.auth, 'signUp')
      .mockResolvedValue({ data: { user: user([IDENTITY]), session: null }, error: null });
    const view = renderSignup();

    await fill(view, {
      name: '  Ada Lovelace ',
      email: 'ada@example.com',
      password: 'secret123',
      confirm: 'secret123',
      agree: true,
    });
    await submit(view);

    expect(
      await screen.findByText(
        'Account created successfully! Please check your email to verify your account.',
      ),
    ).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'secret123',
      options: {
        data: { display_name: 'Ada Lovelace' },
        emailRedirectTo: `${window.location.origin}/welcome`,
      },
    });
    expect(view.router.state.location.pathname).toBe('/check-inbox');
    expect(view.router.state.location.state).toEqual({ email: 'ada@example.com', from: undefined });
  });

  it('sends the confirmation link to the welcome page with the page that asked the visitor to sign in', async () => {
    const signUp = vi
      .spyOn(supabase.auth, 'signUp')
      .mockResolvedValue({ data: { user: user([IDENTITY]), session: null }, error: null });
    const view = renderWithProviders(<SignupForm />, {
      route: { pathname: '/signup', state: { from: '/submit' } },
      path: '/signup',
    });

    await fill(view, VALID);
    await submit(view);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/check-inbox'));
    expect(signUp.mock.calls[0]?.[0].options?.emailRedirectTo).toBe(
      `${window.location.origin}/welcome?next=%2Fsubmit`,
    );
    expect(view.router.state.location.state).toEqual({ email: 'ada@example.com', from: '/submit' });
  });

  it('says an address already registered at the e-mail field, announced, keeps what was typed and stays', async () => {
    // Auth with confirmations on: no error, a made-up user without identities, and no mail.
    const view = await submitAnswered({ user: user([]), session: null });

    const email = screen.getByLabelText(/email address/i);
    expect(await screen.findByRole('alert')).toHaveTextContent(ALREADY_REGISTERED);
    expect(email).toHaveAccessibleDescription(ALREADY_REGISTERED);
    expect(email).toHaveFocus();
    expect(email).toHaveValue('ada@example.com');
    expect(screen.getByLabelText(/full name/i)).toHaveValue('Ada');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('secret123');
    expect(view.router.state.location.pathname).toBe('/signup');
    expect(screen.queryByText(/Account created successfully/)).not.toBeInTheDocument();
  });

  it("says Auth's refusal of an address already registered at the e-mail field too", async () => {
    // Auth with confirmations off answers a repeat with this error instead.
    await submitRefused(new AuthApiError('User already registered', 422, 'user_already_exists'));

    expect(await screen.findByRole('alert')).toHaveTextContent(ALREADY_REGISTERED);
    expect(screen.getByLabelText(/email address/i)).toHaveAccessibleDescription(ALREADY_REGISTERED);
  });

  it("says Auth's weak-password refusal at the password field", async () => {
    const message = 'Password should be at least 8 characters.';
    await submitRefused(new AuthWeakPasswordError(message, 422, ['length']));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/^password/i)).toHaveAccessibleDescription(message);
  });

  it('says a refusal about no one field above the fields', async () => {
    await submitRefused(new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'));

    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY_REQUESTS);
    expect(screen.getByLabelText(/email address/i)).toHaveValue('ada@example.com');
  });
});

/** Fills the form with valid values and submits it to an Auth that answers `data` without an error. */
async function submitAnswered(data: { user: User; session: null }) {
  vi.spyOn(supabase.auth, 'signUp').mockResolvedValue({ data, error: null });
  return fillAndSubmit();
}

/** Fills the form with valid values and submits it to an Auth that refuses with `error`. */
async function submitRefused(error: AuthError) {
  vi.spyOn(supabase.auth, 'signUp').mockResolvedValue({ data: { user: null, session: null }, error });
  return fillAndSubmit();
}

async function fillAndSubmit() {
  const view = renderSignup();
  await fill(view, VALID);
  await submit(view);
  return view;
}
