// Whether the page was opened by Auth's confirmation link: its redirect brings the new session in the URL fragment
// (`#access_token=...&type=signup`, implicit flow) or a `?code=` (PKCE flow). supabase-js takes the session and
// empties the fragment soon after the app starts, leaving a bare '#', so the URL is read as this module loads
// (with the welcome page's code, which the router asks for before the session is looked at) and kept for the visit.

const AUTH_LANDING = /[#?&](access_token|code)=/;

/** Whether this address is one Auth's link lands on: a session or a code in it, or the bare '#' left of one. */
export function isConfirmationLanding(href: string): boolean {
  return AUTH_LANDING.test(href) || href.endsWith('#');
}

/** Whether this visit began on the confirmation link. */
export const openedByConfirmationLink = isConfirmationLanding(window.location.href);
