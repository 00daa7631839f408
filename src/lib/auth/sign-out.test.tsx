import { screen, within } from '@testing-library/react';
import { AuthApiError } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/components/layout/header';
import { draftKey, loadDraft, saveDraft } from '@/lib/drafts';
import { supabase } from '@/lib/supabase';
import { renderWithProviders } from '@/testing/render';
import { makeMe, storeSession, stubApi, TEST_USER_ID } from '@/testing/session';

const HERS = draftKey(TEST_USER_ID, 'submit-idea');
const OTHERS = draftKey('someone-else', 'submit-idea');

async function signOutFromMenu() {
  storeSession();
  stubApi({ '/me': makeMe() });
  saveDraft(HERS, 'an idea half typed');
  saveDraft(OTHERS, 'not hers');
  const view = renderWithProviders(<Header />);
  await view.user.click(await screen.findByRole('button', { name: 'Open user menu' }));
  return {
    click: () =>
      view.user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Sign Out' })),
  };
}

describe('signing out', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("deletes the member's drafts even when Auth has already dropped the session (its refresh refused)", async () => {
    const menu = await signOutFromMenu();
    // What auth-js reports once the refresh of an expired session is refused; the sign-out then succeeds.
    vi.spyOn(supabase.auth, 'getSession').mockResolvedValue({ data: { session: null }, error: null });
    vi.spyOn(supabase.auth, 'signOut').mockResolvedValue({ error: null });

    await menu.click();

    expect(await screen.findByText('Signed out successfully')).toBeInTheDocument();
    expect(loadDraft(HERS)).toBeNull();
    expect(loadDraft<string>(OTHERS)?.value).toBe('not hers');
  });

  it('keeps the drafts when Auth refuses the sign-out: the member is still signed in', async () => {
    const menu = await signOutFromMenu();
    vi.spyOn(supabase.auth, 'signOut').mockResolvedValue({
      error: new AuthApiError('Session expired', 500, undefined),
    });

    await menu.click();

    expect(await screen.findByText('Error signing out')).toBeInTheDocument();
    expect(loadDraft<string>(HERS)?.value).toBe('an idea half typed');
  });
});
