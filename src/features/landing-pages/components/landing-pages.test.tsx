import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LandingContent, PublicLandingPage as PublicPage } from '@schemas/landing-pages.ts';
import { escapeHtml, landingPageHtml } from '@/features/landing-pages/components/export-html';
import { LandingEditor } from '@/features/landing-pages/components/landing-editor';
import { PublicLandingPage } from '@/features/landing-pages/components/public-landing-page';
import { content, page, SCRIPT } from '@/features/landing-pages/testing/landing-data';
import { createTestMe } from '@/testing/ideas-data';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { draftKey, saveDraft } from '@/lib/drafts';
import { fail, mockApi, ok } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The editor once the member is known, as its route's guard opens it. */
function SignedInEditor() {
  const { user } = useCurrentUser();
  return user ? <LandingEditor page={page} /> : null;
}

describe('landing pages', () => {
  it('exports a page whose every text is escaped, with its title and Open Graph tags', () => {
    const html = landingPageHtml(
      { ...content, title: `A ${SCRIPT}` },
      null,
      'https://ideaboard.example/p/solar-roofs',
    );
    expect(html).not.toContain(SCRIPT);
    expect(html).toContain(escapeHtml(SCRIPT));
    expect(html).toContain(`<title>A ${escapeHtml(SCRIPT)}</title>`);
    expect(html).toContain('<meta property="og:url" content="https://ideaboard.example/p/solar-roofs">');
    expect(html).not.toMatch(/<script|src=|href="http(?!s:\/\/ideaboard)/);
    // An accent that is not a colour never reaches the styles (the database refuses it too).
    const hostile = landingPageHtml(
      { ...content, accent: 'red}</style><script>alert(1)</script>' },
      null,
      '/p/x',
    );
    expect(hostile).not.toContain('</style><script>');
    expect(hostile).toContain('border-top:6px solid #1565c0');
  });

  it('saves edits once typing pauses, reorders sections, and shows a refused address on its field', async () => {
    const me = createTestMe({ subscriptionTier: 'premium' });
    const saves: unknown[] = [];
    mockApi({
      'GET /me': () => ok(me),
      'GET /landing-pages/:id/waitlist': () => ok({ signups: [], perDay: [] }),
      'PUT /landing-pages/:id': ({ body }) => {
        saves.push(body);
        const input = body as { slug: string; content: LandingContent };
        return input.slug === 'taken-slug'
          ? fail(409, 'That address is taken: choose another', 'slug_taken')
          : ok({ ...page, ...input });
      },
    });
    const user = userEvent.setup();
    renderRoute(<LandingEditor page={page} />, { path: '/edit', url: '/edit', user: me });

    const headline = screen.getByRole('textbox', { name: 'Headline' });
    // Pasted, not typed: each keystroke re-renders the editor and its preview, too slow for a loaded machine.
    await user.clear(headline);
    await user.paste('Cheaper power, today');
    expect(screen.getByTestId('save-state')).toHaveTextContent('Saving...');
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('All changes saved'));
    expect(saves).toHaveLength(1);
    const preview = screen.getByTestId('landing-preview');
    expect(within(preview).getByRole('heading', { name: 'Cheaper power, today' })).toBeInTheDocument();
    // The comment-like text is shown as text in the preview, never run.
    expect(within(preview).getByText(SCRIPT)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move The problem down' }));
    // The moved card keeps the keyboard focus, and its new place is announced.
    expect(screen.getByRole('button', { name: 'Move The problem down' })).toHaveFocus();
    expect(screen.getByText('The problem is now section 3 of 8.')).toBeInTheDocument();
    await waitFor(() => expect(saves).toHaveLength(2));
    const kinds = (saves[1] as { content: LandingContent }).content.sections.map((s) => s.kind);
    expect(kinds.slice(0, 3)).toEqual(['hero', 'solution', 'problem']);

    const address = screen.getByRole('textbox', { name: 'Page address' });
    await user.clear(address);
    await user.type(address, 'a');
    await waitFor(() => expect(address).toHaveAccessibleDescription(/at least 3 characters/));
    expect(saves).toHaveLength(2);
    await user.clear(address);
    await user.paste('taken-slug');
    // A taken address is said on its own field and announced.
    await waitFor(() => expect(address).toHaveAccessibleDescription('That address is taken: choose another'));
    expect(screen.getByTestId('save-state')).toHaveAttribute('role', 'alert');
    expect(screen.getByTestId('save-state')).toHaveTextContent('That address is taken: choose another');
  });

  it('sends a change not saved yet when the editor is left before typing pauses', async () => {
    const me = createTestMe({ subscriptionTier: 'premium' });
    const saves: { content: LandingContent }[] = [];
    mockApi({
      'GET /me': () => ok(me),
      'GET /landing-pages/:id/waitlist': () => ok({ signups: [], perDay: [] }),
      'PUT /landing-pages/:id': ({ body }) => {
        saves.push(body as { content: LandingContent });
        return ok({ ...page, ...(body as object) });
      },
    });
    const user = userEvent.setup();
    const { unmount } = renderRoute(<SignedInEditor />, { path: '/edit', url: '/edit', user: me });
    const title = await screen.findByRole('textbox', { name: 'Page title' });
    await user.clear(title);
    await user.paste('Left in a hurry');
    expect(saves).toHaveLength(0);
    unmount();
    await waitFor(() => expect(saves.map((save) => save.content.title)).toEqual(['Left in a hurry']));
  });

  it('opens with the draft the server does not hold yet, with the note, until it is discarded', async () => {
    const me = createTestMe({ subscriptionTier: 'premium' });
    mockApi({
      'GET /me': () => ok(me),
      'GET /landing-pages/:id/waitlist': () => ok({ signups: [], perDay: [] }),
      'PUT /landing-pages/:id': ({ body }) => ok({ ...page, ...(body as object) }),
    });
    saveDraft(draftKey(me.uid, 'landing', page.id), {
      slug: page.slug,
      content: { ...page.content, title: 'Typed before the tab closed' },
    });
    const user = userEvent.setup();
    renderRoute(<SignedInEditor />, { path: '/edit', url: '/edit', user: me });
    const title = await screen.findByRole('textbox', { name: 'Page title' });
    expect(title).toHaveValue('Typed before the tab closed');
    expect(screen.getByText('Draft restored.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(title).toHaveValue(page.content.title);
    expect(screen.queryByText(/Draft restored/)).not.toBeInTheDocument();
  });

  it("shows a published page's address as fixed", async () => {
    const me = createTestMe({ subscriptionTier: 'premium' });
    mockApi({
      'GET /me': () => ok(me),
      'GET /landing-pages/:id/waitlist': () => ok({ signups: [], perDay: [] }),
    });
    renderRoute(<LandingEditor page={{ ...page, publishedAt: '2026-11-21T10:00:00Z' }} />, {
      path: '/edit',
      url: '/edit',
      user: me,
    });
    const address = await screen.findByRole('textbox', { name: 'Page address' });
    expect(address).toBeDisabled();
    expect(address).toHaveAccessibleDescription('Unpublish the page to change its address');
    expect(screen.getByRole('textbox', { name: 'Headline' })).toBeEnabled();
  });

  it('shows a lapsed premium page read-only', async () => {
    const me = createTestMe({ subscriptionTier: 'free' });
    mockApi({
      'GET /me': () => ok(me),
      'GET /landing-pages/:id/waitlist': () => ok({ signups: [], perDay: [] }),
    });
    renderRoute(<LandingEditor page={{ ...page, editable: false, publishedAt: '2026-11-21T10:00:00Z' }} />, {
      path: '/edit',
      url: '/edit',
      user: me,
    });
    expect(await screen.findByText(/Your premium plan has ended/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Headline' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeEnabled();
  });

  it('lets a visitor join the waitlist after checking the address and the consent', async () => {
    const published: PublicPage = {
      slug: 'solar-roofs',
      content,
      verdict: null,
      publishedAt: page.createdAt,
    };
    const api = mockApi({
      'GET /p/:slug': () => ok(published),
      'POST /p/:slug/waitlist': () => ok(null, 201, "Thanks! You're on the waitlist."),
      'POST /p/:slug/views': () => ok({ counted: true }),
    });
    const joins = () => api.requests.filter((r) => r.path === '/p/solar-roofs/waitlist');
    const user = userEvent.setup();
    renderRoute(<PublicLandingPage slug="solar-roofs" />, { path: '/p/:slug', url: '/p/solar-roofs' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Power from your roof' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Solar Roofs'));
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Solar Roofs',
    );
    expect(screen.getByText(SCRIPT)).toBeInTheDocument();

    // The form at the page's foot loads after the page's first paint.
    const form = await screen.findByRole('form', { name: 'Join the waitlist' });
    await user.type(within(form).getByRole('textbox', { name: 'Your e-mail' }), 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(form).findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(within(form).getByRole('checkbox')).toHaveAccessibleDescription(
      'Please agree to be contacted about this idea',
    );
    expect(within(form).getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(joins()).toHaveLength(0);

    await user.clear(within(form).getByRole('textbox', { name: 'Your e-mail' }));
    await user.type(within(form).getByRole('textbox', { name: 'Your e-mail' }), 'visitor@example.com');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText("Thanks! You're on the waitlist.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(joins()[0]?.body).toEqual({
      email: 'visitor@example.com',
      consent: true,
    });
    // The page stands alone: the Ideaboard mark its only link back, and one view counted for the load.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Made with Ideaboard' })).toHaveAttribute('href', '/');
    expect(api.requests.filter((r) => r.path === '/p/solar-roofs/views')).toHaveLength(1);
  });

  it('says a page that is not published is not online', async () => {
    mockApi({ 'GET /p/:slug': () => fail(404, 'Landing page not found', 'not_found') });
    renderRoute(<PublicLandingPage slug="gone" />, { path: '/p/:slug', url: '/p/gone' });
    expect(await screen.findByRole('heading', { name: 'This page is not online' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Made with Ideaboard' })).toBeInTheDocument();
  });
});
