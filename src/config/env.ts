// The SPA's settings from VITE_ variables, checked once at start-up. Defaults are the local stack's.
import { z } from 'zod';

const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const schema = z.object({
  VITE_SUPABASE_URL: z.url('VITE_SUPABASE_URL must be a URL').default('http://127.0.0.1:54321'),
  VITE_SUPABASE_ANON_KEY: z.string().min(1, 'VITE_SUPABASE_ANON_KEY is empty').default(LOCAL_ANON_KEY),
  VITE_FEEDBACK_EMAIL: z.email().default('feedback@ideaboard.example'),
});

const parsed = schema.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(
    `Invalid settings: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
  );
}

export const env = {
  supabaseUrl: parsed.data.VITE_SUPABASE_URL.replace(/\/$/, ''),
  supabaseAnonKey: parsed.data.VITE_SUPABASE_ANON_KEY,
  feedbackEmail: parsed.data.VITE_FEEDBACK_EMAIL,
  /** The `api` edge function: the spec's `/api` prefix lives under /functions/v1. */
  apiUrl: `${parsed.data.VITE_SUPABASE_URL.replace(/\/$/, '')}/functions/v1/api`,
};
