import { AuthApiError, type User } from '@supabase/supabase-js';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { supabase } from '@/lib/supabase';
import { renderWithProviders } from '@/testing/render';

function renderForm(props: Partial<Parameters<typeof ResetPasswordForm>[0]> = {}) {
  return renderWithProviders(
    <ResetPasswordForm hasSession isLoading={false} linkFailed={false} {...props} />,
    { route: '/reset-password', path: '/reset-password' },
  );
}

async function fill(view: ReturnType<typeof renderForm>, password: string, confirm: string) {
  await view.user.type(screen.getByLabelText(/^new password/i), password);
  await view.user.type(screen.getByLabelText(/confirm new password/i), confirm);
  await view.user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordForm', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("applies the sign-up form's password rules and messages", async () => {
    const update = vi.spyOn(supabase.auth, 'updateUser');
    const view = renderForm();

    await view.user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();

    await fill(view, 'abc12', 'abc12');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();

    await view.user.clear(screen.getByLabelText(/^new password/i));
    await view.user.clear(screen.getByLabelText(/confirm new password/i));
    await fill(view, 'secret123', 'secret124');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('sets the new password, says so and goes home signed in', async () => {
    const update = vi
      .spyOn(supabase.auth, 'updateUser')
      .mockResolvedValue({ data: { user: { id: 'u1' } as User }, error: null });
    const view = renderForm();

    await fill(view, 'secret123', 'secret123');

    expect(await screen.findByText('Your password has been changed. You are signed in.')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith({ password: 'secret123' });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  });

  it("shows Auth's refusal at the new password, announced, and stays", async () => {
    vi.spyOn(supabase.auth, 'updateUser').mockResolvedValue({
      data: { user: null },
      error: new AuthApiError(
        'New password should be different from the old password.',
        422,
        'same_password',
      ),
    });
    const view = renderForm();

    await fill(view, 'secret123', 'secret123');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'New password should be different from the old password.',
    );
    expect(screen.getByLabelText(/^new password/i)).toHaveAccessibleDescription(
      'New password should be different from the old password.',
    );
    expect(screen.getByLabelText(/^new password/i)).toHaveFocus();
    expect(view.router.state.location.pathname).toBe('/reset-password');
  });

  it.each([
    ['an expired or used link', { linkFailed: true }],
    ['a visit without a link', { hasSession: false }],
  ])('explains %s and offers a new link', (_case, props) => {
    renderForm(props);
    expect(
      screen.getByText(
        'This password reset link is invalid or has expired. Each link works once, for one hour: ask for a new one.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument();
  });
});
