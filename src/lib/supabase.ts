// The one Supabase client of the SPA. It is used for Auth only; data goes through the API (lib/api-client.ts).
// The session is kept under `authToken` (docs/product-spec.md section 4), in local storage, or in session storage
// when the member signed in without 'Remember me' (lib/auth/session-storage.ts). The app reaches this module
// through getSupabase() (lib/auth-client.ts), which loads it only when needed.
import { createClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import { AUTH_STORAGE_KEY, authStorage } from '@/lib/auth-client';

export const supabase = createClient(env.supabaseUrl, env.supabaseAnonKey, {
  auth: {
    storageKey: AUTH_STORAGE_KEY,
    storage: authStorage,
    persistSession: true,
    autoRefreshToken: true,
    // The confirmation link of the sign-up mail lands on the app with the session in the URL fragment.
    detectSessionInUrl: true,
  },
});
