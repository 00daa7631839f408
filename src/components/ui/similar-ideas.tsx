// The approved ideas that look like one being written or reviewed: on /submit while the member types, and on each
// pending card of the admin queue as its likely duplicates, each with the queue's action on it. Says nothing when
// there are none.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useSimilarIdeas, type SimilarIdea } from '@/lib/similar-ideas';

interface SimilarIdeasProps {
  title: string;
  description?: string;
  heading?: string;
  /** Something to do with one of them, after its name. */
  action?: (idea: SimilarIdea) => ReactNode;
}

export const SIMILAR_HEADING = 'Similar ideas already on Ideaboard';

export function SimilarIdeas({ title, description, heading = SIMILAR_HEADING, action }: SimilarIdeasProps) {
  const ideas = useSimilarIdeas(title, description);
  if (ideas.length === 0) return null;
  return (
    // A polite live region, not an alert: it changes as the member types and must not interrupt a screen reader.
    <Alert severity="info" component="section" role="region" aria-label={heading} aria-live="polite">
      <AlertTitle component="h3">{heading}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {ideas.map((idea) => (
          <li key={idea.id}>
            <Link component={RouterLink} to={paths.idea.getHref(idea.id)} target="_blank" rel="noopener">
              {idea.title}
            </Link>{' '}
            ({Math.round(idea.similarity * 100)}% alike) {action?.(idea)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
