// The fallback error screen (docs/product-spec.md section 2).
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';

export function ErrorScreen() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Unexpected Application Error!
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Something went wrong while showing this page.
      </Typography>
      <Button variant="contained" href="/">
        Back to the home page
      </Button>
    </Container>
  );
}
