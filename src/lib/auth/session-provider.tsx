// The signed-in state mirrors Supabase Auth (docs/product-spec.md section 4): the session is read once, then followed
// through onAuthStateChange. supabase-js keeps it under `authToken` (in local storage, or session storage without
// 'Remember me'). It loads only when a session may exist or an account call needs it (lib/auth-client.ts); until
// then the visitor is signed out.
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { AUTH_STORAGE_KEY, getSupabase, mayHaveSession, onSupabaseLoaded } from '@/lib/auth-client';

interface SessionState {
  session: Session | null;
  isLoading: boolean;
}

const SessionContext = createContext<SessionState>({ session: null, isLoading: true });

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() => ({ session: null, isLoading: mayHaveSession() }));
  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    const follow = (supabase: SupabaseClient) => {
      if (!active) return;
      const readStored = () =>
        void supabase.auth.getSession().then(({ data }) => {
          if (active) setState({ session: data.session, isLoading: false });
        });
      readStored();
      // The event's own session is not trusted: auth-js also relays other tabs' events (a BroadcastChannel), and
      // without 'Remember me' each tab keeps its session to itself, so another tab's sign-in or sign-out says
      // nothing of this tab's. The state is what this tab's storage holds, the token its API calls send. Read after
      // the callback returns: supabase-js holds a lock while it runs it.
      const { data } = supabase.auth.onAuthStateChange(() => setTimeout(readStored, 0));
      unsubscribe = () => data.subscription.unsubscribe();
    };
    const stopWaiting = onSupabaseLoaded(follow);
    const load = () => {
      getSupabase().catch((error: unknown) => {
        // The client's code could not be fetched: carry on signed out rather than waiting forever.
        console.error(error);
        if (active) setState({ session: null, isLoading: false });
      });
    };
    if (mayHaveSession()) load();
    // Another tab signed in: load the client, which reads the stored session and reports it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue !== null) load();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      active = false;
      stopWaiting();
      unsubscribe?.();
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}
