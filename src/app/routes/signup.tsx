import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignupForm } from '@/features/auth/components/signup-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Sign up');
  return (
    <AuthCard
      title="Create your account"
      subtitle={
        <>
          Or{' '}
          <Link component={RouterLink} to={paths.login.getHref()}>
            sign in to your existing account
          </Link>
        </>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
