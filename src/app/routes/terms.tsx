import { StaticPage, StaticSection } from '@/components/ui/static-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Terms');
  return (
    <StaticPage
      title="Terms and Conditions"
      intro="A few simple rules that keep Ideaboard useful for everyone."
    >
      <StaticSection title="Be civil">
        <p>
          Rate ideas, not people. Harassment, spam and abusive content are not allowed, in ideas, profiles or
          anywhere else.
        </p>
      </StaticSection>
      <StaticSection title="Your submissions are yours">
        <p>
          You keep the rights to the ideas and files you submit, and you are responsible for them: only submit
          what you are allowed to share. By submitting, you let us show approved ideas publicly on Ideaboard.
          You can edit or delete your ideas at any time.
        </p>
      </StaticSection>
      <StaticSection title="Moderation">
        <p>
          Every idea is reviewed by our administrators before it is published. They may approve, reject, edit
          or delete ideas, and may remove content or accounts that break these rules.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
