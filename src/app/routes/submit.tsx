import { SubmitIdeaPage } from '@/features/ideas/components/submit-idea-form';

export function Component() {
  return <SubmitIdeaPage />;
}
