// How far an idea's overall score can be trusted, beside its rating count: '± 3.2' (the 95 % band) once it has 5
// ratings, before that 'Needs more ratings' (docs/product-spec.md section 4).
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { Idea } from '@schemas/ideas.ts';
import { formatMargin, TRUSTED_RATINGS } from '@/utils/format';

export function ScoreMargin({
  idea,
  variant,
}: {
  idea: Pick<Idea, 'totalRatings' | 'scoreMargin'>;
  variant: TypographyProps['variant'];
}) {
  const trusted = idea.totalRatings >= TRUSTED_RATINGS;
  return (
    <Typography
      variant={variant}
      component="span"
      color="textSecondary"
      sx={{ display: 'block' }}
      title={trusted ? 'The overall score is within this margin with 95 % confidence' : undefined}
    >
      {formatMargin(idea.totalRatings, idea.scoreMargin)}
    </Typography>
  );
}
