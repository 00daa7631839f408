// A session whose access token the API no longer accepts, as a member meets it after their session expired:
// supabase-js still holds it as valid (its `expires_at` lies ahead, so it does not refresh it), and the next API
// call answers 401.
import type { Page } from '@playwright/test';
import type { BrowserGlobals } from './browser.ts';

const STORAGE_KEY = 'authToken';

/** Breaks the signature of the stored access token and moves its expiry an hour ahead. */
export async function spoilStoredSession(page: Page): Promise<void> {
  await page.evaluate((key) => {
    const { localStorage } = globalThis as unknown as BrowserGlobals;
    const stored = localStorage.getItem(key);
    if (!stored) throw new Error(`no session under ${key}`);
    const session = JSON.parse(stored) as { access_token: string; expires_at: number };
    const [header, payload, signature = ''] = session.access_token.split('.');
    const flipped = (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1);
    session.access_token = `${header}.${payload}.${flipped}`;
    session.expires_at = Math.floor(Date.now() / 1000) + 3600;
    localStorage.setItem(key, JSON.stringify(session));
  }, STORAGE_KEY);
}

export const storedSession = (page: Page) =>
  page.evaluate((key) => (globalThis as unknown as BrowserGlobals).localStorage.getItem(key), STORAGE_KEY);
