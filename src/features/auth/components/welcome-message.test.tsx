import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WelcomeMessage } from '@/features/auth/components/welcome-message';
import { renderWithProviders } from '@/testing/render';
import { makeMe } from '@/testing/session';

describe('WelcomeMessage', () => {
  it('says the address is confirmed and leads back to the page that asked', () => {
    renderWithProviders(
      <WelcomeMessage user={makeMe()} isLoading={false} linkError={undefined} confirmed next="/submit" />,
    );
    expect(
      screen.getByText('Your e-mail address ada@example.com is confirmed. You are signed in.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Welcome to Ideaboard, Ada Lovelace!/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue where you left off' })).toHaveAttribute(
      'href',
      '/submit',
    );
  });

  it('leads home when no page asked', () => {
    renderWithProviders(
      <WelcomeMessage user={makeMe()} isLoading={false} linkError={undefined} confirmed next={undefined} />,
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('explains a link that failed and leads to sign in, where a new one can be asked for', () => {
    renderWithProviders(
      <WelcomeMessage
        user={null}
        isLoading={false}
        linkError={{ code: 'otp_expired', description: 'Email link is invalid or has expired' }}
        confirmed={false}
        next={undefined}
      />,
    );
    expect(
      screen.getByText(
        'This confirmation link is invalid or has expired. Links work once, for a limited time.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it('opened without the link, confirms nothing and offers to sign in or sign up', () => {
    renderWithProviders(
      <WelcomeMessage user={null} isLoading={false} linkError={undefined} confirmed={false} next="/submit" />,
    );
    expect(screen.queryByText(/is confirmed/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });

  it('opened without the link by a member, says who is signed in and leads on', () => {
    renderWithProviders(
      <WelcomeMessage
        user={makeMe()}
        isLoading={false}
        linkError={undefined}
        confirmed={false}
        next={undefined}
      />,
    );
    expect(screen.queryByText(/is confirmed/)).not.toBeInTheDocument();
    expect(screen.getByText('You are signed in as ada@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
