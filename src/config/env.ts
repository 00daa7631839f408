// The SPA's settings from VITE_ variables, checked once at start-up. Defaults are the local stack's.
// Checked by hand, not with zod: this runs on every first load, and zod is otherwise needed only by the forms.
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '@/config/local-stack';

/** zod's e-mail pattern (z.email()), which the forms use too. */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

function isUrl(value: string): boolean {
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
}

const problems: string[] = [];

interface Setting {
  name: string;
  /** import.meta.env's value: a string, or undefined when the variable is not set. */
  value: string | undefined;
  fallback: string;
  isValid: (value: string) => boolean;
  message: string;
}

/** The variable's value, or the fallback when it is not set; a value that is not valid is reported. */
function setting({ name, value, fallback, isValid, message }: Setting): string {
  if (value === undefined) return fallback;
  if (!isValid(value)) problems.push(`${name}: ${message}`);
  return value;
}

const supabaseUrl = setting({
  name: 'VITE_SUPABASE_URL',
  value: import.meta.env.VITE_SUPABASE_URL as string | undefined,
  fallback: LOCAL_SUPABASE_URL,
  isValid: isUrl,
  message: 'VITE_SUPABASE_URL must be a URL',
});
const supabaseAnonKey = setting({
  name: 'VITE_SUPABASE_ANON_KEY',
  value: import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined,
  fallback: LOCAL_ANON_KEY,
  isValid: (value) => value.length > 0,
  message: 'VITE_SUPABASE_ANON_KEY is empty',
});
const feedbackEmail = setting({
  name: 'VITE_FEEDBACK_EMAIL',
  value: import.meta.env.VITE_FEEDBACK_EMAIL as string | undefined,
  fallback: 'feedback@ideaboard.example',
  isValid: (value) => EMAIL.test(value),
  message: 'Invalid email address',
});
if (problems.length > 0) throw new Error(`Invalid settings: ${problems.join('; ')}`);

export const env = {
  supabaseUrl: supabaseUrl.replace(/\/$/, ''),
  supabaseAnonKey,
  feedbackEmail,
  /** The `api` edge function: the spec's `/api` prefix lives under /functions/v1. */
  apiUrl: `${supabaseUrl.replace(/\/$/, '')}/functions/v1/api`,
};
