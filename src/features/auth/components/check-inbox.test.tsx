import { AuthApiError } from '@supabase/supabase-js';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckInbox } from '@/features/auth/components/check-inbox';
import { RESEND_COOLDOWN_SECONDS } from '@/features/auth/components/resend-confirmation';
import { supabase } from '@/lib/supabase';
import { renderWithProviders } from '@/testing/render';

const sent = { data: { user: null, session: null }, error: null };

function renderCheckInbox() {
  return renderWithProviders(<CheckInbox state={{ email: 'ada@example.com', from: '/submit' }} />);
}

describe('CheckInbox', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('names the address, resends the mail to the welcome page, then rests for the cooldown', async () => {
    const resend = vi.spyOn(supabase.auth, 'resend').mockResolvedValue(sent);
    const view = renderCheckInbox();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Resend the e-mail' }));

    expect(await screen.findByText('We have sent the e-mail again to ada@example.com.')).toBeInTheDocument();
    expect(
      screen.getByText('We have sent the e-mail again to ada@example.com.').closest('[role="status"]'),
    ).not.toBeNull();
    expect(resend).toHaveBeenCalledWith({
      type: 'signup',
      email: 'ada@example.com',
      options: { emailRedirectTo: `${window.location.origin}/welcome?next=%2Fsubmit` },
    });
    expect(
      screen.getByRole('button', { name: `Resend the e-mail (${RESEND_COOLDOWN_SECONDS} s)` }),
    ).toBeDisabled();
  });

  it('enables the button again once the cooldown is over', async () => {
    // Fake clocks that also move on their own, so that clicks and renders still run.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(supabase.auth, 'resend').mockResolvedValue(sent);
    const view = renderCheckInbox();
    await view.user.click(screen.getByRole('button', { name: 'Resend the e-mail' }));
    await screen.findByRole('button', { name: /Resend the e-mail \(\d+ s\)/ });

    for (let second = 0; second < RESEND_COOLDOWN_SECONDS; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }

    expect(screen.getByRole('button', { name: 'Resend the e-mail' })).toBeEnabled();
  });

  it.each([
    [
      'the per-address limit',
      new AuthApiError(
        'For security purposes, you can only request this after 0 seconds.',
        429,
        'over_email_send_rate_limit',
      ),
      'An e-mail was sent to this address a moment ago. Please wait a minute before asking for another.',
    ],
    [
      'the per-IP limit',
      new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
      'Too many attempts from your network. Please wait a few minutes and try again.',
    ],
  ])('says plainly when Auth refuses for %s', async (_limit, error, message) => {
    vi.spyOn(supabase.auth, 'resend').mockResolvedValue({ data: { user: null, session: null }, error });
    const view = renderCheckInbox();

    await view.user.click(screen.getByRole('button', { name: 'Resend the e-mail' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(message).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Resend the e-mail' })).toBeEnabled();
  });

  it('without an address (a reload), leads to sign in', () => {
    renderWithProviders(<CheckInbox state={undefined} />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
