// The review state of an idea, shown to its author (profile cards, the idea page).
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { IdeaStatus } from '@schemas/ideas.ts';

const STATUS: Record<IdeaStatus, { label: string; color: NonNullable<ChipProps['color']> }> = {
  approved: { label: 'Approved', color: 'success' },
  pending: { label: 'Pending Review', color: 'warning' },
  rejected: { label: 'Rejected', color: 'error' },
};

export function IdeaStatusChip({ status }: { status: IdeaStatus }) {
  const { label, color } = STATUS[status] ?? STATUS.pending;
  return <Chip label={label} color={color} size="small" variant="outlined" />;
}
