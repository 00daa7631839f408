import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Reset your password');
  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter your e-mail address and we will send you a link to set a new password"
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
