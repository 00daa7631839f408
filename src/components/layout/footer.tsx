// The footer of every page (docs/product-spec.md section 2): the small static pages and the API reference, two social
// links that lead nowhere yet, and the copyright line. Its links are router links styled here, not MUI's Link: the
// footer is on every first load.
import GitHubIcon from '@mui/icons-material/GitHub';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

const FOOTER_LINKS = [
  { label: 'About', to: paths.about.getHref() },
  { label: 'Contact', to: paths.contact.getHref() },
  { label: 'Privacy', to: paths.privacy.getHref() },
  { label: 'Terms', to: paths.terms.getHref() },
  { label: 'API', to: paths.apiReference.getHref() },
];

const SOCIAL_LINKS = [
  { label: 'Ideaboard on X', icon: <XIcon fontSize="small" /> },
  { label: 'Ideaboard on GitHub', icon: <GitHubIcon fontSize="small" /> },
];

export function Footer() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4, mt: 6 }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Stack
            component="nav"
            aria-label="Footer"
            direction="row"
            spacing={3}
            useFlexGap
            sx={{ flexWrap: 'wrap', rowGap: 1 }}
          >
            {FOOTER_LINKS.map((link) => (
              <Typography
                key={link.to}
                component={RouterLink}
                to={link.to}
                variant="body2"
                sx={{
                  color: 'text.secondary',
                  textDecoration: 'none',
                  '&:hover, &:focus-visible': { textDecoration: 'underline' },
                }}
              >
                {link.label}
              </Typography>
            ))}
          </Stack>
          <Stack direction="row" spacing={1}>
            {SOCIAL_LINKS.map((link) => (
              <IconButton
                key={link.label}
                component="a"
                href="#"
                aria-label={link.label}
                size="small"
                onClick={(event: React.MouseEvent) => event.preventDefault()}
              >
                {link.icon}
              </IconButton>
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} Ideaboard. All rights reserved.
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
