import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '@/components/use-document-title';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';

export function Component() {
  useDocumentTitle('Sign in');
  return (
    <AuthCard
      title="Sign in to your account"
      subtitle={
        <>
          Or{' '}
          <Link component={RouterLink} to={paths.signup.getHref()}>
            create a new account
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
