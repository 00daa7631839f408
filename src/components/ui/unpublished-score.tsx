// What stands in place of an idea's scores while it is not published: a pending idea has had no chance to be
// rated and a rejected one never will be, so a '0.0' there would read as a verdict nobody gave.
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { IdeaStatus } from '@schemas/ideas.ts';

const LABELS: Record<Exclude<IdeaStatus, 'approved'>, string> = {
  pending: 'In review',
  rejected: 'Not published',
};

/** 'In review' (pending), 'Not published' (rejected), or null for an approved idea, whose scores are real. */
export function unpublishedLabel(status: IdeaStatus): string | null {
  return status === 'approved' ? null : (LABELS[status] ?? LABELS.pending);
}

export function UnpublishedScore({
  status,
  ...props
}: { status: Exclude<IdeaStatus, 'approved'> } & Omit<TypographyProps, 'children'>) {
  return (
    <Typography color="textSecondary" sx={{ fontStyle: 'italic' }} {...props}>
      {unpublishedLabel(status)}
    </Typography>
  );
}
