import { useLocation, useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { WelcomeMessage } from '@/features/auth/components/welcome-message';
import { openedByConfirmationLink } from '@/features/auth/utils/confirmation-landing';
import { authRedirectErrorOf } from '@/features/auth/utils/redirect-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { safeReturnPath } from '@/lib/auth/return-path';
import { useCurrentUser } from '@/lib/auth/use-current-user';

/** The card's heading and the line below it. */
function headingOf(failed: boolean, confirmed: boolean): [string, string] {
  if (failed) return ['This link did not work', 'Your address could not be confirmed'];
  if (confirmed) return ['Your e-mail is confirmed', 'Your account is active'];
  return ['Welcome to Ideaboard', 'The place to submit, review and rate startup ideas'];
}

export function Component() {
  useDocumentTitle('Welcome');
  const { user, isLoading } = useCurrentUser();
  const linkError = authRedirectErrorOf(useLocation().hash);
  const next = safeReturnPath(useSearchParams()[0].get('next'));
  const [title, subtitle] = headingOf(linkError !== undefined, openedByConfirmationLink);
  return (
    <AuthCard title={title} subtitle={subtitle}>
      <WelcomeMessage
        user={user}
        isLoading={isLoading}
        linkError={linkError}
        confirmed={openedByConfirmationLink}
        next={next}
      />
    </AuthCard>
  );
}
