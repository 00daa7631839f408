// The waitlist's sign-up on a published page: an address and the consent line. A repeat answers as the first did,
// so the form never tells whether an address is already listed.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState } from 'react';
import type * as LandingSchemas from '@schemas/landing-pages.ts';
import { useJoinWaitlist } from '@/features/landing-pages/api/join-waitlist';
import { waitlistFrameSx } from '@/features/landing-pages/components/waitlist-frame';
import { loadOnce } from '@/lib/load-once';

// The form's checks come with zod (about 25 KiB gzip): loaded when the visitor first focuses the form or submits it,
// not with the page, whose largest paint on a phone waited for them. A failed load is tried again by the next submit.
const checksCode = loadOnce(() => import('@schemas/landing-pages.ts'));

export const JOINED = "Thanks! You're on the waitlist.";

interface WaitlistFormProps {
  slug: string;
  accent: string;
  onAccent: string;
  /** The editor's preview shows the form without sending anything. */
  inert?: boolean;
}

export function WaitlistForm({ slug, accent, onAccent, inert = false }: WaitlistFormProps) {
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; consent?: string; form?: string }>({});
  const [checking, setChecking] = useState(false);
  const join = useJoinWaitlist();
  const consentErrorId = useId();
  const done = useRef<HTMLDivElement>(null);
  // The form and its focused button give way to the thanks: focus follows, so keyboard and screen reader users
  // land on it rather than on the page's top.
  useEffect(() => {
    if (join.isSuccess) done.current?.focus();
  }, [join.isSuccess]);
  if (join.isSuccess)
    return (
      <Alert severity="success" ref={done} tabIndex={-1}>
        {JOINED}
      </Alert>
    );
  const submit = async () => {
    if (inert || checking || join.isPending) return;
    setChecking(true);
    let checks: typeof LandingSchemas;
    try {
      checks = await checksCode.get();
    } catch {
      setErrors({ form: 'Could not reach the server.' });
      return;
    } finally {
      setChecking(false);
    }
    const parsed = checks.waitlistSignupSchema.safeParse({ email, consent });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setErrors({
        email: issues.find((issue) => issue.path[0] === 'email')?.message,
        consent: issues.find((issue) => issue.path[0] === 'consent')?.message,
      });
      return;
    }
    setErrors({});
    join.mutate({ slug, ...parsed.data }, { onError: (error) => setErrors({ form: error.message }) });
  };
  return (
    <Box
      component="form"
      noValidate
      aria-label="Join the waitlist"
      onFocus={checksCode.preload}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={waitlistFrameSx}
    >
      <TextField
        label="Your e-mail"
        type="email"
        autoComplete="email"
        fullWidth
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email !== undefined}
        helperText={errors.email}
        disabled={inert}
      />
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Checkbox
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            disabled={inert}
            slotProps={{
              input: {
                'aria-invalid': errors.consent !== undefined,
                'aria-describedby': errors.consent ? consentErrorId : undefined,
              },
            }}
          />
        }
        label="I agree to be e-mailed about this idea. My address goes to its founder only."
      />
      {errors.consent && (
        <FormHelperText error id={consentErrorId}>
          {errors.consent}
        </FormHelperText>
      )}
      {errors.form && (
        <Alert severity="error" sx={{ my: 1 }}>
          {errors.form}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={inert || checking || join.isPending}
        sx={{ mt: 1, bgcolor: accent, color: onAccent, '&:hover': { bgcolor: accent, opacity: 0.9 } }}
      >
        {join.isPending ? 'Joining...' : 'Join the waitlist'}
      </Button>
    </Box>
  );
}
