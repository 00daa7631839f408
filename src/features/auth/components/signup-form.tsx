// The sign-up form of /signup (docs/product-spec.md sections 2 and 5): full name, e-mail, password twice and the terms
// box. On success: the verification notice and the home page.
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSnackbar } from '@/components/toast';
import { paths } from '@/config/paths';
import { signUpInputSchema, useSignUp, type SignUpInput } from '@/features/auth/api/sign-up';
import { AuthForm, AuthTextField, EmailField } from '@/features/auth/components/auth-form';
import { authErrorMessage } from '@/lib/api-errors';

/** A text field of this form. */
const Field = AuthTextField<SignUpInput>;

export function SignupForm() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const signUp = useSignUp({
    mutationConfig: {
      onSuccess: () => {
        enqueueSnackbar('Account created successfully! Please check your email to verify your account.', {
          variant: 'success',
        });
        void navigate(paths.home.getHref(), { replace: true });
      },
      onError: (error) => {
        enqueueSnackbar(authErrorMessage(error), { variant: 'error' });
      },
    },
  });
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpInputSchema),
    defaultValues: { displayName: '', email: '', password: '', confirmPassword: '', agreeToTerms: false },
  });

  return (
    <AuthForm
      form={form}
      onValid={(input) => signUp.mutate(input)}
      isPending={signUp.isPending}
      submitLabel="Create account"
      pendingLabel="Creating account..."
    >
      <Field name="displayName" label="Full name" autoComplete="name" />
      <EmailField />
      <Field name="password" label="Password" type="password" autoComplete="new-password" />
      <Field name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
      <Controller
        control={form.control}
        name="agreeToTerms"
        render={({ field: { value, onChange, onBlur, name, ref }, fieldState: { error } }) => (
          <FormControl error={!!error}>
            <FormControlLabel
              control={
                <Checkbox
                  name={name}
                  checked={value}
                  onChange={(event) => onChange(event.target.checked)}
                  onBlur={onBlur}
                  slotProps={{
                    input: { ref, 'aria-describedby': error ? 'agree-to-terms-error' : undefined },
                  }}
                />
              }
              label={
                <>
                  I agree to the{' '}
                  <Link component={RouterLink} to={paths.terms.getHref()}>
                    Terms and Conditions
                  </Link>{' '}
                  and{' '}
                  <Link component={RouterLink} to={paths.privacy.getHref()}>
                    Privacy Policy
                  </Link>
                </>
              }
            />
            {error && <FormHelperText id="agree-to-terms-error">{error.message}</FormHelperText>}
          </FormControl>
        )}
      />
    </AuthForm>
  );
}
