// The sign-in form of /login (docs/product-spec.md section 2): e-mail, password, remember me (else the session ends
// with the browser session), the 'Forgot your password?' link. On success: 'Welcome back!' and the page that sent
// the member here, else home. A refusal shows in the form (a wrong password at the password field, emptied); an
// unconfirmed address is explained, with the confirmation mail to send again.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useSnackbar } from '@/components/toast';
import { paths } from '@/config/paths';
import { authErrorCode } from '@/features/auth/api/account-errors';
import { useSignIn, type SignInInput } from '@/features/auth/api/sign-in';
import { AuthForm, AuthTextField, EmailField } from '@/features/auth/components/auth-form';
import { ResendConfirmation } from '@/features/auth/components/resend-confirmation';
import { useAccountError } from '@/features/auth/hooks/use-account-error';
import { returnPathOf } from '@/lib/auth/return-path';
import { lazyResolver } from '@/lib/lazy-resolver';

const resolver = lazyResolver<SignInInput>(() =>
  import('@/features/auth/api/sign-in-schema').then((module) => module.signInResolver),
);

/** A text field of this form. */
const Field = AuthTextField<SignInInput>;

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const next = returnPathOf(location.state);
  const { enqueueSnackbar } = useSnackbar();
  /** The address Auth refused as not yet confirmed. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const form = useForm<SignInInput>({
    resolver,
    defaultValues: { email: '', password: '', rememberMe: true },
  });
  const refusal = useAccountError(form, { fields: { password: 'password' }, clear: ['password'] });
  const signIn = useSignIn({
    mutationConfig: {
      onMutate: () => {
        setUnconfirmed(null);
        refusal.reset();
      },
      onSuccess: () => {
        enqueueSnackbar('Welcome back!', { variant: 'success', autoHideDuration: 2000 });
        void navigate(next ?? paths.home.getHref(), { replace: true });
      },
      onError: (error, input) => {
        if (authErrorCode(error) === 'email_not_confirmed') setUnconfirmed(input.email);
        else refusal.show(error);
      },
    },
  });

  return (
    <AuthForm
      form={form}
      onValid={(input) => signIn.mutate(input)}
      isPending={signIn.isPending}
      submitLabel="Sign in"
      pendingLabel="Signing in..."
      error={refusal.formError}
      onFocus={resolver.preload}
    >
      {/* An alert inserted into the page is announced at once (role alert). */}
      {unconfirmed && (
        <Alert severity="warning">
          <AlertTitle>Please confirm your e-mail address first</AlertTitle>
          We sent a confirmation link to {unconfirmed} when you signed up. Open it to activate your account,
          then sign in. No e-mail? Check your spam folder, or send it again.
        </Alert>
      )}
      {unconfirmed && <ResendConfirmation email={unconfirmed} next={next} />}
      <EmailField />
      <Field name="password" label="Password" type="password" autoComplete="current-password" />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Controller
          control={form.control}
          name="rememberMe"
          render={({ field: { value, onChange, onBlur, name, ref } }) => (
            <FormControlLabel
              label="Remember me"
              control={
                <Checkbox
                  name={name}
                  checked={value}
                  onChange={(event) => onChange(event.target.checked)}
                  onBlur={onBlur}
                  slotProps={{ input: { ref } }}
                />
              }
            />
          )}
        />
        <Link component={RouterLink} to={paths.forgotPassword.getHref()} variant="body2">
          Forgot your password?
        </Link>
      </Stack>
    </AuthForm>
  );
}
