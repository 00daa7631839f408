import { UnsubscribePage } from '@/features/profiles/components/unsubscribe-page';

export function Component() {
  return <UnsubscribePage />;
}
