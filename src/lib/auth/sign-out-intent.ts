// Whether the member is signing out on purpose. The protected page they leave sees the session end before the
// sign-out call returns and the menu navigates home, and React may render it once more even after that navigation
// (route changes render as transitions, the session change does not): its guard then sends them home, not to
// /login. The flag ends when the home page has mounted, so later visits to protected pages go to /login again.
let leaving = false;

export const isSigningOut = (): boolean => leaving;

export function startSigningOut(): void {
  leaving = true;
}

export function doneSigningOut(): void {
  leaving = false;
}
