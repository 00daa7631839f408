// One idea in the review queue: category, when it was submitted, title, description, target market, business model,
// tags, the pitch deck, author, 'In review' where a published idea shows its score, funding, and the review actions
// (Approve, Reject with an optional reason, Edit in admin mode, Delete after confirmation) plus a link to the
// idea's page in a new tab, and the approved ideas that look like it ('Likely duplicates'), each of which it can be
// merged into (merge-idea-dialog.tsx). Toasts as
// docs/product-spec.md section 8 says; an idea reviewed already is no failure (use-review-feedback.ts).
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { PendingIdea } from '@schemas/admin.ts';
import { CategoryBadge } from '@/components/ui/category-badge';
import { DeleteIdeaDialog } from '@/components/ui/delete-idea-dialog';
import { SimilarIdeas } from '@/components/ui/similar-ideas';
import { UnpublishedScore } from '@/components/ui/unpublished-score';
import { useAdminDeleteIdea } from '@/features/admin/api/admin-delete-idea';
import { useApproveIdea } from '@/features/admin/api/approve-idea';
import { useRejectIdea } from '@/features/admin/api/reject-idea';
import { IdeaFacts } from '@/features/admin/components/idea-facts';
import { MergeIdeaDialog, type MergeTarget } from '@/features/admin/components/merge-idea-dialog';
import { RejectIdeaDialog } from '@/features/admin/components/reject-idea-dialog';
import { ReviewActions } from '@/features/admin/components/review-actions';
import { useAdminToast } from '@/features/admin/hooks/use-admin-toast';
import { useReviewFeedback } from '@/features/admin/hooks/use-review-feedback';
import type { IdeaEditor } from '@/features/admin/types';
import { displayNameOrId, formatDate, formatFunding } from '@/utils/format';
import { reviewAnchor } from '@/config/anchors';
import { highlightSx, useHashTarget } from '@/hooks/use-hash-target';

export const LIKELY_DUPLICATES = 'Likely duplicates';
export const ALREADY_REVIEWED = 'This idea has already been reviewed.';
export const MERGE_INTO = 'Merge into this';

export function PendingIdeaCard({ idea, ideaEditor: Editor }: { idea: PendingIdea; ideaEditor: IdeaEditor }) {
  const titleId = useId();
  const target = useHashTarget<HTMLDivElement>(reviewAnchor(idea.id));
  const toast = useAdminToast();
  const [dialog, setDialog] = useState<'reject' | 'edit' | 'delete' | null>(null);
  const close = () => setDialog(null);
  const [mergeTarget, setMergeTarget] = useState<MergeTarget | null>(null);

  // The toasts sit on the mutations themselves: a reviewed idea leaves the queue, and its card with it.
  const approve = useApproveIdea({
    mutationConfig: useReviewFeedback({
      done: 'Idea approved successfully!',
      failed: 'Failed to approve idea',
      already: ALREADY_REVIEWED,
      alreadyStatus: 409,
    }),
  });
  const reject = useRejectIdea({
    mutationConfig: useReviewFeedback({
      done: 'Idea rejected successfully!',
      failed: 'Failed to reject idea',
      already: ALREADY_REVIEWED,
      alreadyStatus: 409,
    }),
  });
  const remove = useAdminDeleteIdea({
    mutationConfig: {
      onSuccess: () =>
        toast.success('Idea moved to the trash. You can restore it from the Trash tab within 30 days.'),
      onError: () => toast.error('Failed to delete idea. Please try again.'),
    },
  });
  const busy = approve.isPending || reject.isPending || remove.isPending;

  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} {...target} sx={highlightSx}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}
        >
          <CategoryBadge category={idea.category} />
          <Typography variant="body2" color="textSecondary" component="span">
            {`Submitted ${formatDate(idea.createdAt, 'dateTime')}`}
          </Typography>
        </Stack>
        <Typography id={titleId} variant="h6" component="h3" gutterBottom>
          {idea.title}
        </Typography>
        <Typography color="textSecondary" sx={{ whiteSpace: 'pre-line', mb: 2 }}>
          {idea.description}
        </Typography>
        <Box sx={{ mb: 2 }}>
          <IdeaFacts idea={idea} />
        </Box>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <PersonIcon fontSize="small" color="action" aria-hidden />
            <Typography variant="body2">{displayNameOrId(idea.author.displayName, idea.authorId)}</Typography>
          </Stack>
          <UnpublishedScore status="pending" variant="body2" component="span" />
          {idea.fundingNeeded > 0 && (
            <Typography variant="body2">{`Funding Needed: ${formatFunding(idea.fundingNeeded)}`}</Typography>
          )}
        </Stack>
        <Box sx={{ mt: 2, '&:empty': { display: 'none' } }}>
          <SimilarIdeas
            title={idea.title}
            description={idea.description}
            heading={LIKELY_DUPLICATES}
            action={(similar) => (
              <Button size="small" disabled={busy} onClick={() => setMergeTarget(similar)}>
                {MERGE_INTO}
              </Button>
            )}
          />
        </Box>
      </CardContent>
      <ReviewActions
        ideaId={idea.id}
        approveLabel="Approve"
        rejectLabel="Reject"
        approving={approve.isPending}
        busy={busy}
        onApprove={() => approve.mutate({ id: idea.id, version: idea.updatedAt })}
        onReject={() => setDialog('reject')}
      >
        <Button variant="outlined" startIcon={<EditIcon />} disabled={busy} onClick={() => setDialog('edit')}>
          Edit
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          disabled={busy}
          onClick={() => setDialog('delete')}
        >
          Delete
        </Button>
      </ReviewActions>

      <RejectIdeaDialog
        open={dialog === 'reject'}
        ideaTitle={idea.title}
        onCancel={close}
        isPending={reject.isPending}
        onConfirm={(reason) =>
          reject.mutate({ id: idea.id, reason, version: idea.updatedAt }, { onSettled: close })
        }
      />
      {dialog === 'edit' && <Editor ideaId={idea.id} onClose={close} />}
      {mergeTarget && (
        <MergeIdeaDialog idea={idea} target={mergeTarget} onClose={() => setMergeTarget(null)} />
      )}
      <DeleteIdeaDialog
        open={dialog === 'delete'}
        onClose={close}
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(idea.id, { onSettled: close })}
      />
    </Card>
  );
}
