import Link from '@mui/material/Link';
import { StaticPage, StaticSection } from '@/components/ui/static-page';
import { env } from '@/config/env';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Contact');
  return (
    <StaticPage title="Contact" intro="Questions, feedback or a problem with your account? Write to us.">
      <StaticSection title="E-mail">
        <p>
          Send a message to <Link href={`mailto:${env.feedbackEmail}`}>{env.feedbackEmail}</Link>. We read
          everything that comes in and answer as soon as we can.
        </p>
        <p>
          If your message is about a specific idea, include its address (the link of its page) so we can find
          it quickly.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
