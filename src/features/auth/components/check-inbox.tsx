// 'Check your inbox', after sign-up: names the address the confirmation went to and offers to send it again. The
// address comes in the location state from the sign-up form; without it (a reload in another tab, a typed URL)
// the page cannot name it and sends the visitor to sign in, where an unconfirmed address is explained.
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { ResendConfirmation } from '@/features/auth/components/resend-confirmation';
import { safeReturnPath, type ReturnState } from '@/lib/auth/return-path';

export interface CheckInboxState extends ReturnState {
  email: string;
}

export function checkInboxStateOf(state: unknown): CheckInboxState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { email, from } = state as Partial<CheckInboxState>;
  return typeof email === 'string' && email !== '' ? { email, from: safeReturnPath(from) } : undefined;
}

export function CheckInbox({ state }: { state: CheckInboxState | undefined }) {
  if (!state) {
    return (
      <Typography>
        Open the link in the e-mail we sent you to activate your account. Already confirmed?{' '}
        <Link component={RouterLink} to={paths.login.getHref()}>
          Sign in
        </Link>
        .
      </Typography>
    );
  }
  return (
    <Stack spacing={3}>
      <Typography>
        We have sent a confirmation link to <strong>{state.email}</strong>. Open it to activate your account.
      </Typography>
      <Typography color="textSecondary">
        No e-mail after a few minutes? Check your spam folder, or send it again.
      </Typography>
      <ResendConfirmation email={state.email} next={state.from} />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Wrong address?{' '}
        <Link component={RouterLink} to={paths.signup.getHref()}>
          Sign up again
        </Link>
      </Typography>
    </Stack>
  );
}
