import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: ReactNode }) {
  return (
    <>
      <Typography id={id} variant="h4" component="h2" sx={{ fontWeight: 700, textAlign: 'center', mb: 1 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="textSecondary" sx={{ textAlign: 'center', mb: 4 }}>
          {subtitle}
        </Typography>
      )}
    </>
  );
}
