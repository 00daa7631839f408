// Test helpers at the app's boundaries: a signed-in Supabase session in local storage (where supabase-js keeps
// it, under `authToken`), and a stubbed `fetch` answering the API's paths.
import { vi } from 'vitest';
import type { Me } from '@schemas/profiles.ts';
import { AUTH_STORAGE_KEY } from '@/lib/auth-client';

export const TEST_USER_ID = '11111111-1111-4111-8111-111111111111';

/** Stores a session that supabase-js accepts without calling Auth (it expires in an hour). */
export function storeSession({ id = TEST_USER_ID, email = 'ada@example.com' } = {}) {
  const now = Math.floor(Date.now() / 1000);
  const session = {
    access_token: 'test-access-token',
    refresh_token: 'test-refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    user: {
      id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      email_confirmed_at: new Date().toISOString(),
      app_metadata: { provider: 'email' },
      user_metadata: {},
      created_at: new Date().toISOString(),
    },
  };
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
  return session;
}

export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    uid: TEST_USER_ID,
    email: 'ada@example.com',
    displayName: 'Ada Lovelace',
    avatar: '',
    bio: '',
    isVerified: true,
    isAdmin: false,
    subscriptionTier: 'free',
    createdAt: '2025-11-01T10:00:00.000Z',
    socialLinks: {},
    suspension: null,
    ...overrides,
  };
}

type Handler = (url: URL, init?: RequestInit) => unknown;

/**
 * Stubs `fetch` for API calls: `handlers` maps a path below /functions/v1/api (e.g. '/me') to the `data` of a
 * successful answer, or to a function returning it. Unknown paths answer 404.
 */
export function stubApi(handlers: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = url.pathname.replace(/^\/functions\/v1\/api/, '');
    if (!(path in handlers)) {
      return Response.json({ success: false, message: `No stub for ${path}` }, { status: 404 });
    }
    const handler = handlers[path];
    const data = typeof handler === 'function' ? await (handler as Handler)(url, init) : handler;
    if (data instanceof Response) return data;
    return Response.json({ success: true, data });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
