import { useLocation, useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { WelcomeMessage } from '@/features/auth/components/welcome-message';
import { authRedirectErrorOf } from '@/features/auth/utils/redirect-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { safeReturnPath } from '@/lib/auth/return-path';
import { useCurrentUser } from '@/lib/auth/use-current-user';

export function Component() {
  useDocumentTitle('Welcome');
  const { user, isLoading } = useCurrentUser();
  const linkError = authRedirectErrorOf(useLocation().hash);
  const next = safeReturnPath(useSearchParams()[0].get('next'));
  return (
    <AuthCard
      title={linkError ? 'This link did not work' : 'Your e-mail is confirmed'}
      subtitle={linkError ? 'Your address could not be confirmed' : 'Your account is active'}
    >
      <WelcomeMessage user={user} isLoading={isLoading} linkError={linkError} next={next} />
    </AuthCard>
  );
}
