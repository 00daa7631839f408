// The frame of every page: header, content, footer; and the app-wide reaction to a 401 from the API
// (docs/product-spec.md section 8). A slim bar at the top marks a cold load until the first page's code is there
// (HydrateFallback) and every later navigation that waits for a page's code. The cold load shows only the bar, not
// the header: a header rendered by the fallback would be replaced by the layout's own once the page arrives, and
// lose what a visitor had begun typing in its search box.
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { paths } from '@/config/paths';
import { NotificationBellSlot } from '@/features/notifications';
import { onUnauthorized } from '@/lib/api-client';
import { getSupabase } from '@/lib/auth-client';
import { meQueryKey } from '@/lib/auth/get-me';
import { returnStateFor } from '@/lib/auth/return-path';
import { useCurrentUser } from '@/lib/auth/use-current-user';

// Only a member can be suspended: a visitor's first load carries none of the banner's code (MUI's Alert).
const SuspensionBanner = lazy(async () => ({
  default: (await import('@/features/auth/components/suspension-banner')).SuspensionBanner,
}));

// A bar sweeping across, drawn here rather than with MUI's LinearProgress: it is on every first load.
const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

function PageLoading() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading the page"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        overflow: 'hidden',
        zIndex: (theme) => theme.zIndex.appBar + 1,
        bgcolor: 'action.selected',
      }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${sweep} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
        }}
      />
    </Box>
  );
}

function Frame({ loading, children }: { loading: boolean; children: ReactNode }) {
  const { user } = useCurrentUser();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      {loading && <PageLoading />}
      <Header memberActions={<NotificationBellSlot />} />
      {user && (
        <Suspense fallback={null}>
          <SuspensionBanner />
        </Suspense>
      )}
      {/* At least a screen tall: the footer starts below the fold, so a page growing as its data arrives never
          pushes it down in view (a layout shift, measured at 0.15-0.2 on the profile and landing pages). */}
      <Box component="main" sx={{ flex: 1, minHeight: '100vh' }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}

export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const navigation = useNavigation();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  useEffect(
    () =>
      onUnauthorized(() => {
        // Taken before signing out: the member comes back to this page (and its draft) once signed in again.
        const state = returnStateFor(here.current);
        void getSupabase()
          .then((supabase) => supabase.auth.signOut({ scope: 'local' }))
          .finally(() => {
            queryClient.removeQueries({ queryKey: meQueryKey });
            void navigate(paths.login.getHref(), { replace: true, state });
          });
      }),
    [navigate, queryClient],
  );
  return (
    <Frame loading={navigation.state === 'loading'}>
      <Outlet />
    </Frame>
  );
}

/** What a cold load shows until the first page's code is there. */
export function HydrateFallback() {
  return <PageLoading />;
}
