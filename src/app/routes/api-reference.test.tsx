// The real Scalar (its browser file, run by jsdom), with `fetch` stubbed to answer the API's document. Its loader is
// wrapped only so that one test can make it fail. Scalar's page is queried by text rather than by role: working out
// the roles of its large DOM takes jsdom seconds per query.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { Component as ApiReferencePage } from '@/app/routes/api-reference';
import { env } from '@/config/env';
import type * as apiReference from '@/lib/api-reference';
import { loadApiReference } from '@/lib/api-reference';
import { renderWithProviders } from '@/testing/render';
import { useThemeMode } from '@/theme/theme-mode';

vi.mock('@/lib/api-reference', async (importOriginal) => {
  const actual = await importOriginal<typeof apiReference>();
  return { ...actual, loadApiReference: vi.fn(actual.loadApiReference) };
});

const DOCUMENT_URL = `${env.apiUrl}/openapi.json`;

/** A slice of the API's document: its title and one operation. */
const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'Ideaboard API', version: '1.0.0' },
  servers: [{ url: '/functions/v1' }],
  paths: {
    '/api/health': {
      get: {
        tags: ['system'],
        summary: 'Whether the function is up (it does not ask the database).',
        responses: { 200: { description: 'OK' } },
      },
    },
  },
};

/** The document at its address; any other call (the home page's ideas) gets an empty list. */
function stubFetch() {
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    const body = url === DOCUMENT_URL ? DOCUMENT : { success: true, data: [] };
    return Promise.resolve(Response.json(body));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const requested = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));

function ThemeSwitch() {
  const { toggle } = useThemeMode();
  return <button onClick={toggle}>Switch theme</button>;
}

describe('API reference page', () => {
  // Scalar's file is some megabytes for jsdom to take in: run once here, not inside a test's time.
  beforeAll(() => loadApiReference(), 120_000);

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
    delete document.documentElement.dataset.theme;
    window.history.replaceState(null, '', '/');
  });

  it('mounts the reference on the API document: its title and operations', async () => {
    const fetch = stubFetch();
    renderWithProviders(<ApiReferencePage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the API reference…');
    expect(document.title).toBe('API reference · Ideaboard');

    expect(await screen.findByText('Ideaboard API', { selector: 'h1' })).toBeInTheDocument();
    expect(
      screen.getByText('Whether the function is up (it does not ask the database).', { selector: 'h3' }),
    ).toBeInTheDocument();
    expect(requested(fetch)).toEqual([DOCUMENT_URL]);
    expect(screen.queryByText('Loading the API reference…')).not.toBeInTheDocument();
  });

  it("follows the app's mode, and leaves nothing of Scalar's on the page once it is gone", async () => {
    document.documentElement.dataset.theme = 'dark';
    const fetch = stubFetch();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <>
        <ThemeSwitch />
        <ApiReferencePage />
      </>,
    );
    expect(await screen.findByText('Ideaboard API', { selector: 'h1' })).toBeInTheDocument();
    expect(document.body).toHaveClass('dark-mode');
    expect(document.getElementById('scalar-style')).toBeInTheDocument();

    await user.click(screen.getByText('Switch theme'));
    await waitFor(() => expect(document.body).toHaveClass('light-mode'));
    expect(document.body).not.toHaveClass('dark-mode');
    expect(await screen.findByText('Ideaboard API', { selector: 'h1' })).toBeInTheDocument();
    expect(requested(fetch)).toEqual([DOCUMENT_URL, DOCUMENT_URL]);

    unmount();
    expect(document.body).not.toHaveClass('light-mode');
    expect(document.body).not.toHaveClass('dark-mode');
    expect(document.getElementById('scalar-style')).not.toBeInTheDocument();
  });

  it('says when Scalar could not be loaded, and tries again', async () => {
    vi.mocked(loadApiReference).mockRejectedValueOnce(new Error('Scalar could not be loaded'));
    const fetch = stubFetch();
    const user = userEvent.setup();
    renderWithProviders(<ApiReferencePage />);
    expect(await screen.findByText('The API reference could not be loaded.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Ideaboard API', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.queryByText('The API reference could not be loaded.')).not.toBeInTheDocument();
  });

  it("is reached from the footer's API link", async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<App />);
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    await user.click(within(footer).getByRole('link', { name: 'API' }));
    expect(await screen.findByText('Ideaboard API', { selector: 'h1' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/developers/api');
  });
});
