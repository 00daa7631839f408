// The sign-in form of /login (docs/product-spec.md section 2): e-mail, password, remember me, a 'Forgot your password?'
// link that leads nowhere yet. On success: 'Welcome back!' and the home page.
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSnackbar } from '@/components/toast';
import { paths } from '@/config/paths';
import { signInInputSchema, useSignIn, type SignInInput } from '@/features/auth/api/sign-in';
import { AuthForm, AuthTextField, EmailField } from '@/features/auth/components/auth-form';
import { authErrorMessage } from '@/lib/api-errors';

/** A text field of this form. */
const Field = AuthTextField<SignInInput>;

export function LoginForm() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const signIn = useSignIn({
    mutationConfig: {
      onSuccess: () => {
        enqueueSnackbar('Welcome back!', { variant: 'success', autoHideDuration: 2000 });
        void navigate(paths.home.getHref(), { replace: true });
      },
      onError: (error) => {
        enqueueSnackbar(authErrorMessage(error), { variant: 'error' });
      },
    },
  });
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInInputSchema),
    defaultValues: { email: '', password: '', rememberMe: true },
  });

  return (
    <AuthForm
      form={form}
      onValid={(input) => signIn.mutate(input)}
      isPending={signIn.isPending}
      submitLabel="Sign in"
      pendingLabel="Signing in..."
    >
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
        <Link
          href="#"
          variant="body2"
          aria-disabled="true"
          title="Password reset is not available yet"
          onClick={(event) => event.preventDefault()}
        >
          Forgot your password?
        </Link>
      </Stack>
    </AuthForm>
  );
}
