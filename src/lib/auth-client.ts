// supabase-js, used for Auth only, is about a fifth of the app's code, so it is not part of the first load: it
// loads when there may be a session to restore (one is stored, another tab stores one, or the sign-up
// confirmation link brings one in the URL) and when an account call needs it. Until then a visitor is signed out.
import type { SupabaseClient } from '@supabase/supabase-js';
import { createRememberingStorage } from '@/lib/auth/session-storage';

/** Where supabase-js keeps the session in local storage (docs/product-spec.md section 4). */
export const AUTH_STORAGE_KEY = 'authToken';

/** The session's storage: local, or session storage when the member did not ask to be remembered. */
export const authStorage = createRememberingStorage(AUTH_STORAGE_KEY);

/** What Auth's redirects put in the URL: a session or an error (implicit flow), or a code (PKCE flow). */
const AUTH_REDIRECT = /[#?&](access_token|error_description|code)=/;

let loading: Promise<SupabaseClient> | undefined;
let loaded: SupabaseClient | undefined;
const loadListeners = new Set<(client: SupabaseClient) => void>();

/** The one Supabase client (lib/supabase.ts), loaded on first use. */
export function getSupabase(): Promise<SupabaseClient> {
  loading ??= import('@/lib/supabase').then(
    ({ supabase }) => {
      loaded = supabase;
      for (const listener of loadListeners) listener(supabase);
      loadListeners.clear();
      return supabase;
    },
    (error: unknown) => {
      loading = undefined; // the next call tries again
      throw error;
    },
  );
  return loading;
}

/** The client if it has loaded, else undefined. */
export function loadedSupabase(): SupabaseClient | undefined {
  return loaded;
}

/** Runs `listener` with the client once it has loaded (at once if it has); returns the unsubscribe. */
export function onSupabaseLoaded(listener: (client: SupabaseClient) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => undefined;
  }
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

/** Whether supabase-js may find a session: one is stored, or Auth redirected here with one. */
export function mayHaveSession(): boolean {
  let stored = false;
  try {
    stored = authStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    // Storage can be blocked: supabase-js then keeps the session in memory, and there is none yet.
  }
  return stored || AUTH_REDIRECT.test(window.location.hash) || AUTH_REDIRECT.test(window.location.search);
}
