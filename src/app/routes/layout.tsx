// The frame of every page: header, content, footer; and the app-wide reaction to a 401 from the API
// (docs/product-spec.md section 8): the session is dropped and the browser goes to /login.
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { paths } from '@/config/paths';
import { onUnauthorized } from '@/lib/api-client';
import { getSupabase } from '@/lib/auth-client';
import { meQueryKey } from '@/lib/auth/get-me';

export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onUnauthorized(() => {
        void getSupabase()
          .then((supabase) => supabase.auth.signOut({ scope: 'local' }))
          .finally(() => {
            queryClient.removeQueries({ queryKey: meQueryKey });
            void navigate(paths.login.getHref(), { replace: true });
          });
      }),
    [navigate, queryClient],
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header />
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
