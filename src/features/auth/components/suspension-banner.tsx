// The suspended member's banner on every page (docs/product-spec.md section 3): until when, and why, from their own
// profile (GET /api/me). They still read everything; what they try to write is refused with the same words.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { formatDate } from '@/utils/format';

export function SuspensionBanner() {
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
