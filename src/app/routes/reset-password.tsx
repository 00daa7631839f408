import { useLocation } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { authRedirectErrorOf } from '@/features/auth/utils/redirect-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/auth/session-provider';

export function Component() {
  useDocumentTitle('Set a new password');
  const { session, isLoading } = useSession();
  const linkFailed = authRedirectErrorOf(useLocation().hash) !== undefined;
  return (
    <AuthCard title="Set a new password" subtitle="Choose the password you will sign in with from now on">
      <ResetPasswordForm hasSession={session !== null} isLoading={isLoading} linkFailed={linkFailed} />
    </AuthCard>
  );
}
