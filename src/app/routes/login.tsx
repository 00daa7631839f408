import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

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
