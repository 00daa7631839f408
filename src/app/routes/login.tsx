import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Sign in');
  // The page that sent the visitor to sign in goes along to sign-up, and on through the confirmation mail.
  const state: unknown = useLocation().state;
  return (
    <AuthCard
      title="Sign in to your account"
      subtitle={
        <>
          Or{' '}
          <Link component={RouterLink} to={paths.signup.getHref()} state={state}>
            create a new account
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
