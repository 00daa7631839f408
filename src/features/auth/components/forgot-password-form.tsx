// /forgot-password: the e-mail address to send a reset link to. The answer is the same whether or not the address
// has an account (Auth's is too), so the page tells no one which addresses are registered. A refusal (sending too
// often) is said plainly in the form, above the address, which stays as typed.
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import {
  requestPasswordResetInputSchema,
  useRequestPasswordReset,
  type RequestPasswordResetInput,
} from '@/features/auth/api/request-password-reset';
import { AuthForm, EmailField } from '@/features/auth/components/auth-form';
import { useAccountError } from '@/features/auth/hooks/use-account-error';

export function ForgotPasswordForm() {
  const form = useForm<RequestPasswordResetInput>({
    resolver: zodResolver(requestPasswordResetInputSchema),
    defaultValues: { email: '' },
  });
  const refusal = useAccountError(form, { fields: { email: 'email' } });
  const request = useRequestPasswordReset({
    mutationConfig: { onMutate: refusal.reset, onError: refusal.show },
  });

  return (
    <Stack spacing={3}>
      <div role="status">
        {request.isSuccess && (
          <Alert severity="success" role="none">
            If an account exists for {request.variables.email}, we have sent it a link to reset the password.
            The link works once, for one hour.
          </Alert>
        )}
      </div>
      {!request.isSuccess && (
        <AuthForm
          form={form}
          onValid={(input) => request.mutate(input)}
          isPending={request.isPending}
          submitLabel="Send reset link"
          pendingLabel="Sending..."
          error={refusal.formError}
        >
          <EmailField />
        </AuthForm>
      )}
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Remembered it?{' '}
        <Link component={RouterLink} to={paths.login.getHref()}>
          Back to sign in
        </Link>
      </Typography>
    </Stack>
  );
}
