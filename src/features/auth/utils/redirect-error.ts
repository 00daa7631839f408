// What Auth put in the URL fragment when a mail's link failed (implicit flow: `#error=access_denied&
// error_code=otp_expired&error_description=...`). supabase-js leaves such a fragment in place, so the page the
// link lands on can read it and explain.

export interface AuthRedirectError {
  code: string;
  description: string;
}

export function authRedirectErrorOf(hash: string): AuthRedirectError | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('error_code') ?? params.get('error');
  if (!code) return undefined;
  return { code, description: params.get('error_description') ?? '' };
}
