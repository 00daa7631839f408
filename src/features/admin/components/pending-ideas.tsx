// The Ideas Management tab: the review queue (docs/product-spec.md section 2).
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PendingIdeaCard } from '@/features/admin/components/pending-idea-card';
import type { IdeaEditor, PendingIdea } from '@/features/admin/types';

export function PendingIdeas({ ideas, ideaEditor }: { ideas: PendingIdea[]; ideaEditor: IdeaEditor }) {
  return (
    <section aria-labelledby="pending-ideas-heading">
      <Typography id="pending-ideas-heading" variant="h5" component="h2">
        {`Pending Ideas (${ideas.length})`}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Review and approve or reject submitted ideas
      </Typography>
      {ideas.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          No pending ideas to review.
        </Typography>
      ) : (
        <Stack spacing={3}>
          {ideas.map((idea) => (
            <PendingIdeaCard key={idea.id} idea={idea} ideaEditor={ideaEditor} />
          ))}
        </Stack>
      )}
    </section>
  );
}
