// An approved idea whose author changed what it is (docs/product-spec.md section 4, "Re-review of material
// edits"): marked 'Edited after approval', it lists each changed field before and after. 'Approve edit' makes the
// change public; 'Reject edit' (with an optional reason) drops it. The public sees the approved version meanwhile.
import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { EditedField, PendingEditItem } from '@schemas/admin.ts';
import { categoryLabel } from '@/components/ui/category-badge';
import { useApproveEdit, useRejectEdit } from '@/features/admin/api/review-edit';
import { RejectIdeaDialog } from '@/features/admin/components/reject-idea-dialog';
import { ReviewActions } from '@/features/admin/components/review-actions';
import { useAdminToast } from '@/features/admin/hooks/use-admin-toast';
import { displayNameOrId, formatDate } from '@/utils/format';

export const EDITED_MARK = 'Edited after approval';

const FIELD_LABELS: Record<EditedField, string> = {
  title: 'Title',
  description: 'Description',
  category: 'Category',
  targetMarket: 'Target Market',
  businessModel: 'Business Model',
};

const shown = (field: EditedField, value: string) => (field === 'category' ? categoryLabel(value) : value);

export function EditedIdeaCard({ edit }: { edit: PendingEditItem }) {
  const titleId = useId();
  const toast = useAdminToast();
  const [rejecting, setRejecting] = useState(false);
  const approve = useApproveEdit({
    mutationConfig: {
      onSuccess: () => toast.success('Edit approved: the idea now shows it.'),
      onError: () => toast.error('Failed to approve edit'),
    },
  });
  const reject = useRejectEdit({
    mutationConfig: {
      onSuccess: () => toast.success('Edit rejected: the approved version stays.'),
      onError: () => toast.error('Failed to reject edit'),
    },
  });
  const busy = approve.isPending || reject.isPending;

  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}
        >
          <Chip label={EDITED_MARK} color="warning" size="small" />
          <Typography variant="body2" color="text.secondary" component="span">
            {formatDate(edit.submittedAt, 'dateTime')}
          </Typography>
        </Stack>
        <Typography id={titleId} variant="h6" component="h3" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          {edit.title}
        </Typography>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mb: 2 }}>
          <PersonIcon fontSize="small" color="action" aria-hidden />
          <Typography variant="body2">{displayNameOrId(edit.author.displayName, edit.authorId)}</Typography>
        </Stack>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="What changed">
          {edit.changes.map(({ field, before, after }) => (
            <Box component="li" key={field}>
              <Typography variant="subtitle2" component="h4">
                {FIELD_LABELS[field]}
              </Typography>
              <Change label="Before" value={shown(field, before)} />
              <Change label="After" value={shown(field, after)} />
            </Box>
          ))}
        </Stack>
      </CardContent>
      <ReviewActions
        ideaId={edit.ideaId}
        approveLabel="Approve edit"
        rejectLabel="Reject edit"
        approving={approve.isPending}
        busy={busy}
        onApprove={() => approve.mutate(edit.ideaId)}
        onReject={() => setRejecting(true)}
      />
      <RejectIdeaDialog
        open={rejecting}
        onCancel={() => setRejecting(false)}
        isPending={reject.isPending}
        onConfirm={(reason) =>
          reject.mutate({ id: edit.ideaId, reason }, { onSettled: () => setRejecting(false) })
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
      sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
    >
      <Box component="span" sx={{ fontWeight: 600 }}>{`${label}: `}</Box>
      {value}
    </Typography>
  );
}
