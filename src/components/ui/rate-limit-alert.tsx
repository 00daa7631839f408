// A write refused for a member's write limit (429 rate_limited), said where the member acted: the API's message
// names the limit and when to try again, so it is shown as it is, instead of a generic failure.
import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { ApiError } from '@/lib/api-client';

/** The limit's message when `error` is a write limit's refusal. */
export function rateLimitMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 429 && error.message ? error.message : undefined;
}

export function RateLimitAlert({ error, sx }: { error: unknown; sx?: SxProps<Theme> }) {
  const message = rateLimitMessage(error);
  if (!message) return null;
  return (
    <Alert severity="warning" role="alert" sx={sx}>
      {message}
    </Alert>
  );
}
