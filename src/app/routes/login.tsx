import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router';
import { AfterFirstPaint } from '@/components/ui/after-first-paint';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * The form's height on most widths (two text fields, the remember-me line, the button), so the card does not
 * change size when the form comes.
 */
const FORM_HEIGHT = 244;

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
      {/* Rendering the form's text fields (their styles above all) was the page's one long task: the card and its
          heading are painted first, the form once they are on screen. Its code comes with the page's. */}
      <AfterFirstPaint fallback={<Box aria-hidden sx={{ minHeight: FORM_HEIGHT }} />}>
        <LoginForm />
      </AfterFirstPaint>
    </AuthCard>
  );
}
