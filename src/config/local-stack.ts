// The local stack's address and anon key: what the SPA and the build use when VITE_SUPABASE_URL and
// VITE_SUPABASE_ANON_KEY are not set. The key is the Supabase CLI's well-known local demo key, not a secret.
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';

export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
