import { AuthApiError } from '@supabase/supabase-js';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { supabase } from '@/lib/supabase';
import { renderWithProviders } from '@/testing/render';

function renderForm() {
  return renderWithProviders(<ForgotPasswordForm />, { route: '/forgot-password', path: '/forgot-password' });
}

async function request(view: ReturnType<typeof renderForm>, email: string) {
  await view.user.type(screen.getByLabelText(/email address/i), email);
  await view.user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('ForgotPasswordForm', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks Auth for a link to /reset-password and says the same whether or not the account exists', async () => {
    const reset = vi
      .spyOn(supabase.auth, 'resetPasswordForEmail')
      .mockResolvedValue({ data: {}, error: null });
    const view = renderForm();

    await request(view, ' ada@example.com ');

    const notice = await screen.findByText(
      'If an account exists for ada@example.com, we have sent it a link to reset the password. The link works once, for one hour.',
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(reset).toHaveBeenCalledWith('ada@example.com', {
      redirectTo: `${window.location.origin}/reset-password`,
    });
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('says plainly when Auth refuses a second mail too soon, and keeps the form', async () => {
    vi.spyOn(supabase.auth, 'resetPasswordForEmail').mockResolvedValue({
      data: null,
      error: new AuthApiError(
        'For security purposes, you can only request this after 0 seconds.',
        429,
        'over_email_send_rate_limit',
      ),
    });
    const view = renderForm();

    await request(view, 'ada@example.com');

    const message = await screen.findByText(
      'An e-mail was sent to this address a moment ago. Please wait a minute before asking for another.',
    );
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    expect(screen.getByLabelText(/email address/i)).toHaveValue('ada@example.com');
  });

  it('checks the address before calling Auth', async () => {
    const reset = vi.spyOn(supabase.auth, 'resetPasswordForEmail');
    const view = renderForm();

    await request(view, 'not-an-email');

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
  });
});
