import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function Component() {
  return <PagePlaceholder title="Contact" />;
}
