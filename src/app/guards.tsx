// Route guards of docs/product-spec.md section 2: signed-out users on protected routes go to /login (which sends
// them back once signed in: the page travels in the location state), signed-in users on /login and /signup go to
// that page or /, non-admins on /admin go to /.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { returnPathOf, type ReturnState } from '@/lib/auth/return-path';
import { isSigningOut } from '@/lib/auth/sign-out-intent';
import { useCurrentUser } from '@/lib/auth/use-current-user';

function Checking() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }} role="status" aria-label="Loading">
      <CircularProgress />
    </Box>
  );
}

/** Sends a signed-out visitor from a protected page to /login with the page to come back to, or home right after
 * signing out there. */
function SignedOut() {
  const { pathname, search } = useLocation();
  if (isSigningOut()) return <Navigate to={paths.home.getHref()} replace />;
  const state: ReturnState = { from: `${pathname}${search}` };
  return <Navigate to={paths.login.getHref()} replace state={state} />;
}

export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Checking />;
  return user ? children : <SignedOut />;
}

export function RequireGuest({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const from = returnPathOf(useLocation().state);
  if (isLoading) return <Checking />;
  return user ? <Navigate to={from ?? paths.home.getHref()} replace /> : children;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Checking />;
  if (!user) return <SignedOut />;
  return user.isAdmin ? children : <Navigate to={paths.home.getHref()} replace />;
}
