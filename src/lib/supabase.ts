// The one Supabase client of the SPA. It is used for Auth only; data goes through the API (lib/api-client.ts).
// The session is kept in local storage under `authToken` (docs/product-spec.md section 4). The app reaches this module
// through getSupabase() (lib/auth-client.ts), which loads it only when needed.
import { createClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import { AUTH_STORAGE_KEY } from '@/lib/auth-client';

export const supabase = createClient(env.supabaseUrl, env.supabaseAnonKey, {
  auth: {
    storageKey: AUTH_STORAGE_KEY,
    persistSession: true,
    autoRefreshToken: true,
    // The confirmation link of the sign-up mail lands on the app with the session in the URL fragment.
    detectSessionInUrl: true,
  },
});
