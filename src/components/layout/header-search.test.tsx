import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderSearch } from '@/components/layout/header-search';
import { createTestIdea } from '@/testing/ideas-data';
import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/session';

const IDEAS = [
  createTestIdea({ id: '11111111-0000-4000-8000-000000000001', title: 'Solar kiosk', tags: ['energy'] }),
  createTestIdea({ id: '11111111-0000-4000-8000-000000000002', title: 'Solar boats', tags: [] }),
];

function renderSearch() {
  const fetchMock = stubApi({ '/ideas': IDEAS });
  return { ...renderWithProviders(<HeaderSearch />), fetchMock };
}

const requestedSearches = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(input as string).searchParams.get('search'));

describe('HeaderSearch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for 5 approved ideas once typing pauses and lists them as options', async () => {
    const { user, fetchMock } = renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search ideas' });
    await user.type(box, 'solar');

    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Solar kiosk#energy', 'Solar boats']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(requestedSearches(fetchMock)).toEqual(['solar']);
    const url = new URL(fetchMock.mock.calls[0]![0] as string);
    expect(url.searchParams.get('limit')).toBe('5');
    expect(url.searchParams.get('status')).toBe('approved');
  });

  it('moves through the options with the arrows and opens the chosen idea on Enter', async () => {
    const { user, router } = renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search ideas' });
    await user.type(box, 'solar');
    await screen.findAllByRole('option');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Solar boats/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(`/idea/${IDEAS[1]!.id}`);
  });

  it('opens the leaderboard searching for the text on Enter with no option chosen', async () => {
    const { user, router } = renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Search ideas' }), 'solar kiosk{Enter}');
    expect(router.state.location.pathname).toBe('/leaderboard');
    expect(router.state.location.search).toBe('?search=solar+kiosk');
  });

  it('closes the list on Escape', async () => {
    const { user } = renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search ideas' });
    await user.type(box, 'solar');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks nothing for a single letter, and hides the list then', async () => {
    const { user, fetchMock } = renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search ideas' });
    await user.type(box, 'solar');
    await screen.findAllByRole('option');
    await user.clear(box);
    await user.type(box, 's');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(requestedSearches(fetchMock)).toEqual(['solar']);
  });
});
