// The suspended member's banner on every page (docs/product-spec.md section 3): until when, and why, from their own
// profile (GET /api/me). They still read everything; what they try to write is refused with the same words. A
// write refused as suspended (a suspension that began while the page was open) fetches the profile again, so the
// banner appears at once.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client';
import { meQueryKey } from '@/lib/auth/get-me';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { formatDate } from '@/utils/format';

function useRefetchOnSuspension() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const error: unknown = event.action.error;
        if (error instanceof ApiError && error.code === 'account_suspended') {
          void queryClient.invalidateQueries({ queryKey: meQueryKey });
        }
      }),
    [queryClient],
  );
}

export function SuspensionBanner() {
  useRefetchOnSuspension();
  const { user } = useCurrentUser();
  const suspension = user?.suspension;
  if (!suspension) return null;
  return (
    <Container maxWidth="lg" sx={{ mt: 2 }}>
      <Alert severity="warning" role="status">
        <AlertTitle>{`Your account is suspended until ${formatDate(suspension.until, 'dateTime')}`}</AlertTitle>
        {`Reason: ${suspension.reason || 'none given'}. You can still read, but you cannot post, rate, comment or edit until then.`}
      </Alert>
    </Container>
  );
}
