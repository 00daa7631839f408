import { useLocation } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { CheckInbox, checkInboxStateOf } from '@/features/auth/components/check-inbox';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Check your inbox');
  const state = checkInboxStateOf(useLocation().state);
  return (
    <AuthCard title="Check your inbox" subtitle="One more step to activate your account">
      <CheckInbox state={state} />
    </AuthCard>
  );
}
