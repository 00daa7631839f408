import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { StaticPage, StaticSection } from '@/components/ui/static-page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('About');
  return (
    <StaticPage
      title="About Ideaboard"
      intro="Ideaboard is a community where people share startup ideas and rate each other's."
    >
      <StaticSection title="What it does">
        <p>
          Members submit startup ideas with a description, a target market, a business model and, if they
          like, a pitch deck. Our team reviews each idea before it is published. Once approved, other members
          rate it on three dimensions: market demand, innovation and competition.
        </p>
        <p>
          The{' '}
          <Link component={RouterLink} to={paths.leaderboard.getHref()}>
            leaderboard
          </Link>{' '}
          ranks the approved ideas by their ratings, and the{' '}
          <Link component={RouterLink} to={paths.roadmap.getHref()}>
            roadmap
          </Link>{' '}
          shows what we are building next.
        </p>
      </StaticSection>
      <StaticSection title="Who it is for">
        <p>
          Anyone with an idea they want honest feedback on, and anyone who enjoys judging ideas. Browsing is
          open to everyone; submitting and rating need a free account.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
