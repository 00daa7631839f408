// What the confirmation link of the sign-up mail lands on: the address is confirmed and the member signed in (the
// session came in the URL fragment), with the way back to the page that asked them to sign in. A link that failed
// (expired, used already) says so, and how to get a new one. Opened without the link, the page confirms nothing:
// it welcomes, and leads on.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import type { AuthRedirectError } from '@/features/auth/utils/redirect-error';
import type { CurrentUser } from '@/lib/auth/use-current-user';

interface WelcomeMessageProps {
  user: CurrentUser | null;
  isLoading: boolean;
  linkError: AuthRedirectError | undefined;
  /** The page was opened by the confirmation link. */
  confirmed: boolean;
  next: string | undefined;
}

export function WelcomeMessage({ user, isLoading, linkError, confirmed, next }: WelcomeMessageProps) {
  if (linkError) {
    return (
      <Stack spacing={3}>
        <Alert severity="error">
          This confirmation link is invalid or has expired. Links work once, for a limited time.
        </Alert>
        <Typography>
          Sign in with your e-mail address and password: if your address is not confirmed yet, you can ask for
          a new link there.
        </Typography>
        <Button component={RouterLink} to={paths.login.getHref()} variant="contained" fullWidth>
          Go to sign in
        </Button>
      </Stack>
    );
  }
  if (isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }} role="status" aria-label="Loading">
        <CircularProgress />
      </Box>
    );
  }
  if (!confirmed) return <NeutralWelcome user={user} next={next} />;
  if (!user) {
    return (
      <Stack spacing={3}>
        <Typography>Your e-mail address is confirmed. Sign in to continue.</Typography>
        <Button component={RouterLink} to={paths.login.getHref()} state={{ from: next }} variant="contained">
          Go to sign in
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <Alert severity="success">Your e-mail address {user.email} is confirmed. You are signed in.</Alert>
      <Typography>
        {user.displayName ? `Welcome to Ideaboard, ${user.displayName}!` : 'Welcome to Ideaboard!'} You can
        now submit your ideas and rate other people&apos;s.
      </Typography>
      <ContinueButton next={next} />
    </Stack>
  );
}

function ContinueButton({ next }: { next: string | undefined }) {
  return (
    <Button component={RouterLink} to={next ?? paths.home.getHref()} variant="contained" fullWidth>
      {next ? 'Continue where you left off' : 'Go to the home page'}
    </Button>
  );
}

function NeutralWelcome({ user, next }: { user: CurrentUser | null; next: string | undefined }) {
  if (user) {
    return (
      <Stack spacing={3}>
        <Typography>You are signed in as {user.email}.</Typography>
        <ContinueButton next={next} />
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <Typography>
        Sign in to submit your ideas and rate other people&apos;s, or create an account.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button
          component={RouterLink}
          to={paths.login.getHref()}
          state={{ from: next }}
          variant="contained"
          fullWidth
        >
          Sign in
        </Button>
        <Button
          component={RouterLink}
          to={paths.signup.getHref()}
          state={{ from: next }}
          variant="outlined"
          fullWidth
        >
          Create an account
        </Button>
      </Stack>
    </Stack>
  );
}
