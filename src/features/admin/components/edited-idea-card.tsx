// An approved idea whose author proposed a change (docs/product-spec.md section 4, "Re-review of edits"): marked
// 'Edited after approval', it lists each changed field before and after (tags, each link and the deck by its file
// name too, with a link to open the proposed deck), and shows the rest of the idea as the public sees it.
// 'Approve edit' makes the change public; 'Reject edit' (with an optional reason) drops it. An edit reviewed already
// is no failure (use-review-feedback.ts).
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import type { EditedField, PendingEditItem } from '@schemas/admin.ts';
import { CategoryBadge, categoryLabel } from '@/components/ui/category-badge';
import { useApproveEdit, useRejectEdit } from '@/features/admin/api/review-edit';
import { IdeaFacts } from '@/features/admin/components/idea-facts';
import { RejectIdeaDialog } from '@/features/admin/components/reject-idea-dialog';
import { ReviewActions } from '@/features/admin/components/review-actions';
import { useReviewFeedback } from '@/features/admin/hooks/use-review-feedback';
import { displayNameOrId, formatDate, formatFunding } from '@/utils/format';
import { reviewAnchor } from '@/config/anchors';
import { highlightSx, useHashTarget } from '@/hooks/use-hash-target';

export const EDITED_MARK = 'Edited after approval';
export const EDIT_ALREADY_REVIEWED = 'This edit has already been reviewed.';

const FIELD_LABELS: Record<EditedField, string> = {
  title: 'Title',
  description: 'Description',
  category: 'Category',
  targetMarket: 'Target Market',
  businessModel: 'Business Model',
  competitors: 'Competitors',
  fundingNeeded: 'Funding Needed',
  timeline: 'Timeline',
  tags: 'Tags',
  websiteUrl: 'Website',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  pitchDeck: 'Pitch Deck',
};

export const NONE = 'None';
export const OPEN_NEW_DECK = 'Open new pitch deck';

function shown(field: EditedField, value: string): string {
  if (value === '') return NONE;
  if (field === 'category') return categoryLabel(value);
  if (field === 'fundingNeeded') return formatFunding(Number(value));
  return value;
}

export function EditedIdeaCard({ edit }: { edit: PendingEditItem }) {
  const titleId = useId();
  const target = useHashTarget<HTMLDivElement>(reviewAnchor(edit.ideaId));
  const [rejecting, setRejecting] = useState(false);
  const approve = useApproveEdit({
    mutationConfig: useReviewFeedback({
      done: 'Edit approved: the idea now shows it.',
      failed: 'Failed to approve edit',
      already: EDIT_ALREADY_REVIEWED,
      alreadyStatus: 404,
    }),
  });
  const reject = useRejectEdit({
    mutationConfig: useReviewFeedback({
      done: 'Edit rejected: the approved version stays.',
      failed: 'Failed to reject edit',
      already: EDIT_ALREADY_REVIEWED,
      alreadyStatus: 404,
    }),
  });
  const busy = approve.isPending || reject.isPending;
  const changed = useMemo(() => new Set(edit.changes.map((change) => change.field)), [edit.changes]);

  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} {...target} sx={highlightSx}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}
        >
          <Chip label={EDITED_MARK} color="warning" size="small" />
          {!changed.has('category') && <CategoryBadge category={edit.category} />}
          <Typography variant="body2" color="textSecondary" component="span">
            {`Submitted ${formatDate(edit.submittedAt, 'dateTime')}`}
          </Typography>
        </Stack>
        <Typography id={titleId} variant="h6" component="h3" gutterBottom>
          {edit.title}
        </Typography>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mb: 2 }}>
          <PersonIcon fontSize="small" color="action" aria-hidden />
          <Typography variant="body2">{displayNameOrId(edit.author.displayName, edit.authorId)}</Typography>
        </Stack>
        {!changed.has('description') && (
          <Typography color="textSecondary" sx={{ whiteSpace: 'pre-line', mb: 2 }}>
            {edit.description}
          </Typography>
        )}
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="What changed">
          {edit.changes.map(({ field, before, after }) => (
            <Box component="li" key={field}>
              <Typography variant="subtitle2" component="h4">
                {FIELD_LABELS[field]}
              </Typography>
              <Change label="Before" value={shown(field, before)} />
              <Change label="After" value={shown(field, after)} />
              {field === 'pitchDeck' && edit.newPitchDeckUrl && (
                // Private until approved: the link is signed for administrators only.
                <Link
                  href={edit.newPitchDeckUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="body2"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  {OPEN_NEW_DECK}
                  <OpenInNewIcon fontSize="inherit" aria-hidden />
                </Link>
              )}
            </Box>
          ))}
        </Stack>
        <Box sx={{ mt: 2 }}>
          <IdeaFacts idea={edit} changed={changed} />
        </Box>
      </CardContent>
      <ReviewActions
        ideaId={edit.ideaId}
        approveLabel="Approve edit"
        rejectLabel="Reject edit"
        approving={approve.isPending}
        busy={busy}
        onApprove={() => approve.mutate({ id: edit.ideaId, version: edit.submittedAt })}
        onReject={() => setRejecting(true)}
      />
      <RejectIdeaDialog
        open={rejecting}
        ideaTitle={edit.title}
        kind="edit"
        onCancel={() => setRejecting(false)}
        isPending={reject.isPending}
        onConfirm={(reason) =>
          reject.mutate(
            { id: edit.ideaId, reason, version: edit.submittedAt },
            { onSettled: () => setRejecting(false) },
          )
        }
      />
    </Card>
  );
}

function Change({ label, value }: { label: string; value: string }) {
  return (
    <Typography
      variant="body2"
      color={label === 'Before' ? 'text.secondary' : 'text.primary'}
      sx={{ whiteSpace: 'pre-line' }}
    >
      <Box component="span" sx={{ fontWeight: 600 }}>{`${label}: `}</Box>
      {value}
    </Typography>
  );
}
