// Route guards of docs/product-spec.md section 2: signed-out users on protected routes go to /login, signed-in users
// on /login and /signup go to /, non-admins on /admin go to /.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { isSigningOut } from '@/lib/auth/sign-out-intent';
import { useCurrentUser } from '@/lib/auth/use-current-user';

function Checking() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }} role="status" aria-label="Loading">
      <CircularProgress />
    </Box>
  );
}

/** Where a signed-out visitor goes from a protected page: /login, or home right after signing out there. */
const signedOutTarget = () => (isSigningOut() ? paths.home.getHref() : paths.login.getHref());

export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Checking />;
  return user ? children : <Navigate to={signedOutTarget()} replace />;
}

export function RequireGuest({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Checking />;
  return user ? <Navigate to={paths.home.getHref()} replace /> : children;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Checking />;
  if (!user) return <Navigate to={signedOutTarget()} replace />;
  return user.isAdmin ? children : <Navigate to={paths.home.getHref()} replace />;
}
