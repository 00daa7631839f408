import { StaticPage, StaticSection } from '@/components/ui/static-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Privacy');
  return (
    <StaticPage title="Privacy Policy" intro="What we store about you and why.">
      <StaticSection title="What we store">
        <ul>
          <li>
            Your account: your e-mail address and a securely hashed password, kept by our identity provider.
          </li>
          <li>Your profile: display name, bio, avatar and the social links you add.</li>
          <li>Your ideas, including any pitch deck you upload.</li>
          <li>Your ratings of other people's ideas.</li>
        </ul>
      </StaticSection>
      <StaticSection title="Who sees it">
        <p>
          Approved ideas, public profile fields and ratings are visible to everyone; a rating you mark as
          anonymous is shown without your name. Your e-mail address is not shown publicly. Ideas waiting for
          review are visible only to you and to our administrators.
        </p>
      </StaticSection>
      <StaticSection title="In your browser">
        <p>
          We keep your session token (under the key authToken) and your light or dark theme choice (under the
          key theme) in your browser's local storage. We use no advertising or tracking cookies.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
