// Where supabase-js keeps the session, by the login form's 'Remember me': checked, in local storage (kept across
// browser restarts, as before); unchecked, in session storage, which the browser drops when its session ends.
// supabase-js writes the session again on every token refresh, so the choice has to outlive the sign-in call: it
// is inferred from where the session already is when the page loads, and set by the form before signing in.
import type { SupportedStorage } from '@supabase/supabase-js';

/** The part of the Web Storage API the adapter uses (both storages, or stand-ins in tests). */
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A storage that may be blocked (privacy settings): reading it then throws. */
function reach(get: () => KeyValueStorage): KeyValueStorage | null {
  try {
    return get();
  } catch {
    return null;
  }
}

export interface RememberingStorage extends SupportedStorage {
  /** Keep later writes in local storage (true) or session storage (false); moves nothing already written. */
  setRemember(remember: boolean): void;
  isRemembering(): boolean;
}

export function createRememberingStorage(
  storageKey: string,
  local: KeyValueStorage | null = reach(() => window.localStorage),
  session: KeyValueStorage | null = reach(() => window.sessionStorage),
): RememberingStorage {
  // A session found only in session storage was made without 'Remember me': its refreshes stay there.
  let remember = !(session?.getItem(storageKey) != null && local?.getItem(storageKey) == null);
  const target = () => (remember ? local : session) ?? local ?? session;
  const other = () => (remember ? session : local);
  return {
    setRemember(value) {
      remember = value;
    },
    isRemembering: () => remember,
    getItem: (key) => target()?.getItem(key) ?? other()?.getItem(key) ?? null,
    setItem(key, value) {
      target()?.setItem(key, value);
      // One copy only: a session left in local storage would outlive the browser session it was meant for.
      if (other() !== target()) other()?.removeItem(key);
    },
    removeItem(key) {
      local?.removeItem(key);
      session?.removeItem(key);
    },
  };
}
