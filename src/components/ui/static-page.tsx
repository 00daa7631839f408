// The frame of the small text pages (about, contact, privacy, terms): a heading and prose sections.
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function StaticPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {intro && (
        <Typography variant="h6" component="p" color="textSecondary" sx={{ mb: 4, fontWeight: 400 }}>
          {intro}
        </Typography>
      )}
      <Stack spacing={3}>{children}</Stack>
    </Container>
  );
}

export function StaticSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography component="div" color="textSecondary" sx={{ '& p': { m: 0, mb: 1.5 }, '& ul': { mt: 0 } }}>
        {children}
      </Typography>
    </section>
  );
}
