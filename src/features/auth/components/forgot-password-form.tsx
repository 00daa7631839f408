// /forgot-password: the e-mail address to send a reset link to. The answer is the same whether or not the address
// has an account (Auth's is too), so the page tells no one which addresses are registered. A refusal for sending
// too often is said plainly, next to the form.
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { accountErrorMessage } from '@/features/auth/api/account-errors';
import {
  requestPasswordResetInputSchema,
  useRequestPasswordReset,
  type RequestPasswordResetInput,
} from '@/features/auth/api/request-password-reset';
import { AuthForm, EmailField } from '@/features/auth/components/auth-form';

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const form = useForm<RequestPasswordResetInput>({
    resolver: zodResolver(requestPasswordResetInputSchema),
    defaultValues: { email: '' },
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
      {request.isError && <Alert severity="error">{accountErrorMessage(request.error)}</Alert>}
      {!request.isSuccess && (
        <AuthForm
          form={form}
          onValid={(input) => request.mutate(input)}
          isPending={request.isPending}
          submitLabel="Send reset link"
          pendingLabel="Sending..."
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
