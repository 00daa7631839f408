// The home page's opening (docs/product-spec.md section 2): 'Submit an Idea' (to /submit when signed in, else /signup)
// and 'Browse Ideas' (to /leaderboard).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

export function HeroSection({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={(theme) => ({
        py: { xs: 8, md: 12 },
        textAlign: 'center',
        background: `linear-gradient(180deg, ${theme.palette.action.hover} 0%, transparent 100%)`,
      })}
    >
      <Container maxWidth="md">
        <Typography id="hero-heading" variant="h2" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
          Ideaboard
        </Typography>
        <Typography variant="h5" component="p" color="textSecondary" sx={{ mb: 4 }}>
          Share your startup ideas, get them rated by the community on market demand, innovation and
          competition, and see which ones rise to the top.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button
            component={RouterLink}
            to={isSignedIn ? paths.submit.getHref() : paths.signup.getHref()}
            variant="contained"
            size="large"
          >
            Submit an Idea
          </Button>
          <Button component={RouterLink} to={paths.leaderboard.getHref()} variant="outlined" size="large">
            Browse Ideas
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
