import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as HomePage } from '@/app/routes/home';
import { renderWithProviders } from '@/testing/render';
import { makeMe, storeSession, stubApi } from '@/testing/session';

describe('Home page', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends a visitor to /signup from both calls to action, and shows every section', async () => {
    stubApi({ '/ideas': [] });
    renderWithProviders(<HomePage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Ideaboard' })).toBeInTheDocument();
    expect(document.title).toBe('Ideaboard');
    expect(screen.getByRole('link', { name: 'Submit an Idea' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Browse Ideas' })).toHaveAttribute('href', '/leaderboard');
    // The sections below the opening are a file of their own, rendered after it.
    const howItWorks = await screen.findByRole('region', { name: 'How It Works' });
    expect(within(howItWorks).getAllByRole('listitem')).toHaveLength(3);
    expect(await screen.findByRole('region', { name: 'Featured Ideas' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Top of the Leaderboard' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Generate My Landing Page' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.queryByRole('region', { name: 'Testimonial' })).not.toBeInTheDocument();
    expect(await screen.findByText('No ideas available yet.')).toBeInTheDocument();
    expect(await screen.findByText('No ideas on the leaderboard yet.')).toBeInTheDocument();
  });

  it('sends a member to /submit and /landing-generator', async () => {
    storeSession();
    stubApi({ '/ideas': [], '/me': makeMe() });
    renderWithProviders(<HomePage />);

    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Submit an Idea' })).toHaveAttribute('href', '/submit'),
    );
    expect(await screen.findByRole('link', { name: 'Generate My Landing Page' })).toHaveAttribute(
      'href',
      '/landing-generator',
    );
  });
});
