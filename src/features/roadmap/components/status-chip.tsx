// The chip of a roadmap status: Done, In Progress or Planned.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SyncIcon from '@mui/icons-material/Sync';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ReactElement } from 'react';
import type { RoadmapStatus } from '@schemas/roadmap.ts';

export const STATUS_DISPLAY: Record<
  RoadmapStatus,
  { label: string; color: NonNullable<ChipProps['color']>; icon: ReactElement }
> = {
  done: { label: 'Done', color: 'success', icon: <CheckCircleIcon /> },
  in_progress: { label: 'In Progress', color: 'info', icon: <SyncIcon /> },
  planned: { label: 'Planned', color: 'default', icon: <ScheduleIcon /> },
};

export function StatusChip({ status }: { status: RoadmapStatus }) {
  const display = STATUS_DISPLAY[status] ?? STATUS_DISPLAY.planned;
  return (
    <Chip
      size="small"
      variant={status === 'planned' ? 'outlined' : 'filled'}
      color={display.color}
      icon={display.icon}
      label={display.label}
    />
  );
}
