// The sign-up form of /signup (docs/product-spec.md sections 2 and 5): full name, e-mail, password twice and the terms
// box. On success: the verification notice and the 'Check your inbox' page; a refusal shows in the form, at the field
// it concerns (an address already registered, a weak password), with everything typed kept. The page that sent the
// member to sign in (location state) travels in the mail's link, for the welcome page to lead back to.
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useSnackbar } from '@/components/toast';
import { paths } from '@/config/paths';
import { signUpInputSchema, useSignUp, type SignUpInput } from '@/features/auth/api/sign-up';
import { AuthForm, AuthTextField, EmailField } from '@/features/auth/components/auth-form';
import type { CheckInboxState } from '@/features/auth/components/check-inbox';
import { useAccountError } from '@/features/auth/hooks/use-account-error';
import { returnPathOf } from '@/lib/auth/return-path';

/** A text field of this form. */
const Field = AuthTextField<SignUpInput>;

export function SignupForm() {
  const navigate = useNavigate();
  const next = returnPathOf(useLocation().state);
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpInputSchema),
    defaultValues: { displayName: '', email: '', password: '', confirmPassword: '', agreeToTerms: false },
  });
  const refusal = useAccountError(form, { fields: { email: 'email', password: 'password' } });
  const signUp = useSignUp({
    mutationConfig: {
      onMutate: refusal.reset,
      onSuccess: (_result, { email }) => {
        enqueueSnackbar('Account created successfully! Please check your email to verify your account.', {
          variant: 'success',
        });
        const state: CheckInboxState = { email, from: next };
        void navigate(paths.checkInbox.getHref(), { replace: true, state });
      },
      onError: refusal.show,
    },
  });

  return (
    <AuthForm
      form={form}
      onValid={(input) => signUp.mutate({ ...input, next })}
      isPending={signUp.isPending}
      submitLabel="Create account"
      pendingLabel="Creating account..."
      error={refusal.formError}
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
