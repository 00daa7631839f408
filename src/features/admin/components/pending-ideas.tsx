// The Ideas Management tab: the review queue (docs/product-spec.md section 2): new and resubmitted ideas, then
// 'Edits waiting', approved ideas whose author's edit waits for review (loaded on their own: a failure there hides
// no idea). Each part is counted in its heading.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import type { PendingIdea } from '@schemas/admin.ts';
import { usePendingEdits } from '@/features/admin/api/get-pending-edits';
import { EditedIdeaCard } from '@/features/admin/components/edited-idea-card';
import { PendingIdeaCard } from '@/features/admin/components/pending-idea-card';
import type { IdeaEditor } from '@/features/admin/types';

export const EDITS_WAITING = 'Edits waiting';

export function PendingIdeas({ ideas, ideaEditor }: { ideas: PendingIdea[]; ideaEditor: IdeaEditor }) {
  const edits = usePendingEdits();
  return (
    <section aria-labelledby="pending-ideas-heading">
      <Typography id="pending-ideas-heading" variant="h5" component="h2">
        {`Pending Ideas (${ideas.length})`}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Review and approve or reject submitted ideas
      </Typography>
      {ideas.length === 0 && !edits.data?.length ? (
        <Typography color="textSecondary" sx={{ py: 6, textAlign: 'center' }}>
          No pending ideas to review.
        </Typography>
      ) : (
        <Stack spacing={3}>
          {ideas.map((idea) => (
            <PendingIdeaCard key={idea.id} idea={idea} ideaEditor={ideaEditor} />
          ))}
        </Stack>
      )}
      {edits.isError && (
        <Alert severity="error" sx={{ mt: 3 }}>
          Failed to load the edited ideas waiting for review.
        </Alert>
      )}
      {edits.data && edits.data.length > 0 && (
        <section aria-labelledby="pending-edits-heading">
          <Typography id="pending-edits-heading" variant="h5" component="h2" sx={{ mt: 5 }}>
            {`${EDITS_WAITING} (${edits.data.length})`}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            Approved ideas whose author changed them: the public sees the approved version until you decide
          </Typography>
          <Stack spacing={3}>
            {edits.data.map((edit) => (
              <EditedIdeaCard key={edit.ideaId} edit={edit} />
            ))}
          </Stack>
        </section>
      )}
    </section>
  );
}
