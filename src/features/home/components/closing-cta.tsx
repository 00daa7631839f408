// The closing call to action: 'Generate My Landing Page' (to /landing-generator when signed in, else /signup).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

export function ClosingCta({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <Box component="section" aria-labelledby="closing-cta-heading" sx={{ py: 10, textAlign: 'center' }}>
      <Container maxWidth="sm">
        <Typography id="closing-cta-heading" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          Ready to launch your idea?
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 4 }}>
          Turn your idea into a landing page and start testing it with real people.
        </Typography>
        <Button
          component={RouterLink}
          to={isSignedIn ? paths.landingGenerator.getHref() : paths.signup.getHref()}
          variant="contained"
          size="large"
        >
          Generate My Landing Page
        </Button>
      </Container>
    </Box>
  );
}
