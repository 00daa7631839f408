// /reset-password, where the reset mail's link lands: the link's session (in the URL fragment, taken by
// supabase-js) lets the member set a new password, with the sign-up form's rules; then they are signed in and go
// home. Auth's refusal shows in the form (a weak or unchanged password at its field). A link that failed (expired,
// used already) or a visit without one says so, with the way to a new link.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSnackbar } from '@/components/toast';
import { paths } from '@/config/paths';
import {
  updatePasswordInputSchema,
  useUpdatePassword,
  type UpdatePasswordInput,
} from '@/features/auth/api/update-password';
import { AuthForm, AuthTextField } from '@/features/auth/components/auth-form';
import { useAccountError } from '@/features/auth/hooks/use-account-error';

/** A text field of this form. */
const Field = AuthTextField<UpdatePasswordInput>;

interface ResetPasswordFormProps {
  /** Whether the link opened a session (or the member is signed in anyway). */
  hasSession: boolean;
  isLoading: boolean;
  /** The link failed: Auth said so in the URL fragment. */
  linkFailed: boolean;
}

export function ResetPasswordForm({ hasSession, isLoading, linkFailed }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<UpdatePasswordInput>({
    resolver: zodResolver(updatePasswordInputSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const refusal = useAccountError(form, { fields: { password: 'password' } });
  const update = useUpdatePassword({
    mutationConfig: {
      onMutate: refusal.reset,
      onError: refusal.show,
      onSuccess: () => {
        enqueueSnackbar('Your password has been changed. You are signed in.', { variant: 'success' });
        void navigate(paths.home.getHref(), { replace: true });
      },
    },
  });

  if (isLoading && !linkFailed) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }} role="status" aria-label="Loading">
        <CircularProgress />
      </Box>
    );
  }
  if (linkFailed || !hasSession) {
    return (
      <Stack spacing={3}>
        <Alert severity="error">
          This password reset link is invalid or has expired. Each link works once, for one hour: ask for a
          new one.
        </Alert>
        <Button component={RouterLink} to={paths.forgotPassword.getHref()} variant="contained" fullWidth>
          Send a new link
        </Button>
      </Stack>
    );
  }
  return (
    <AuthForm
      form={form}
      onValid={(input) => update.mutate(input)}
      isPending={update.isPending}
      submitLabel="Set new password"
      pendingLabel="Saving..."
      error={refusal.formError}
    >
      <Field name="password" label="New password" type="password" autoComplete="new-password" />
      <Field
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
    </AuthForm>
  );
}
