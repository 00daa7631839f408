// Stands for a page whose screen is still being built.
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export function PagePlaceholder({ title }: { title: string }) {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
    </Container>
  );
}
