import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Component as GeneratorPage } from '@/app/routes/landing-generator';
import { page } from '@/features/landing-pages/testing/landing-data';
import { createTestMe } from '@/testing/ideas-data';
import { mockApi, ok } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

describe('/landing-generator', () => {
  it('shows a free member what premium gives instead of the generator', async () => {
    const me = createTestMe({ subscriptionTier: 'free' });
    mockApi({ 'GET /me': () => ok(me), 'GET /landing-pages': () => ok([]) });
    renderRoute(<GeneratorPage />, { path: '/landing-generator', url: '/landing-generator', user: me });
    expect(
      await screen.findByRole('heading', { name: 'Landing pages are a premium feature' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'AI-powered landing page generator' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask for premium' })).toHaveAttribute('href', '/contact');
  });

  it('drafts a page from a chosen idea and tone', async () => {
    const me = createTestMe({ subscriptionTier: 'premium' });
    const api = mockApi({
      'GET /me': () => ok(me),
      'GET /landing-pages': () => ok([]),
      'GET /users/:id/ideas': () => ok([{ id: page.ideaId, title: 'Solar Roofs', status: 'approved' }]),
      'POST /landing-pages': () => ok(page, 201),
      'GET /landing-pages/:id': () => ok(page),
    });
    const user = userEvent.setup();
    renderRoute(<GeneratorPage />, {
      path: '/landing-generator',
      url: '/landing-generator',
      user: me,
      otherRoutes: [{ path: '/landing-generator/:id', element: <h1>Editor</h1> }],
    });
    expect(await screen.findByText('No pages yet. Draft your first one from an idea.')).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Your idea' }));
    await user.click(await screen.findByRole('option', { name: 'Solar Roofs' }));
    await user.click(screen.getByRole('radio', { name: /^Bold/ }));
    await user.click(screen.getByRole('button', { name: 'Generate landing page' }));
    expect(await screen.findByRole('heading', { name: 'Editor' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      ideaId: page.ideaId,
      tone: 'bold',
    });
  });

  it('still lists the pages a member made while premium, so they can unpublish or delete them', async () => {
    const me = createTestMe({ subscriptionTier: 'free' });
    mockApi({
      'GET /me': () => ok(me),
      'GET /landing-pages': () => ok([{ ...page, editable: false, publishedAt: '2026-11-21T10:00:00Z' }]),
    });
    renderRoute(<GeneratorPage />, { path: '/landing-generator', url: '/landing-generator', user: me });
    expect(await screen.findByRole('heading', { name: 'Your pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Solar Roofs' })).toHaveAttribute(
      'href',
      `/landing-generator/${page.id}`,
    );
    expect(screen.getByRole('heading', { name: 'Landing pages are a premium feature' })).toBeInTheDocument();
  });
});
