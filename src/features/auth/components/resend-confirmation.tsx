// 'Resend the e-mail': sends the sign-up confirmation again, says so in a live region, and then rests for a short
// cooldown, so that a second click cannot run into Auth's per-address limit. A refusal (that limit, the per-IP one)
// is said in words people can act on.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { accountErrorMessage } from '@/features/auth/api/account-errors';
import { useResendConfirmation } from '@/features/auth/api/resend-confirmation';

/** Seconds the button rests after a mail went out (hosted Supabase sends at most one a minute per address). */
export const RESEND_COOLDOWN_SECONDS = 30;

interface ResendConfirmationProps {
  email: string;
  next?: string;
}

export function ResendConfirmation({ email, next }: ResendConfirmationProps) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const resend = useResendConfirmation({
    mutationConfig: { onSuccess: () => setSecondsLeft(RESEND_COOLDOWN_SECONDS) },
  });
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const resting = secondsLeft > 0;
  return (
    <Box>
      {/* Live regions present from the start, so that what appears in them is announced. */}
      <div role="status">
        {resend.isSuccess && (
          <Alert severity="success" role="none" sx={{ mb: 2 }}>
            We have sent the e-mail again to {email}.
          </Alert>
        )}
      </div>
      <div role="alert">
        {resend.isError && (
          <Alert severity="error" role="none" sx={{ mb: 2 }}>
            {accountErrorMessage(resend.error)}
          </Alert>
        )}
      </div>
      <Button
        variant="outlined"
        fullWidth
        disabled={resend.isPending || resting}
        onClick={() => resend.mutate({ email, next })}
      >
        {resend.isPending
          ? 'Sending...'
          : resting
            ? `Resend the e-mail (${secondsLeft} s)`
            : 'Resend the e-mail'}
      </Button>
    </Box>
  );
}
