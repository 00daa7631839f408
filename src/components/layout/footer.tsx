// The footer of every page (docs/product-spec.md section 2): the small static pages and the API reference, two social
// links that lead nowhere yet, and the copyright line. It is on every first load, so it is plain elements under one
// set of styles resolved once (FooterFrame), drawing what MUI's Container, Stack, Typography and small IconButtons
// drew, rather than a dozen MUI components each resolving its own: about a tenth of a phone's first render.
import GitHubIcon from '@mui/icons-material/GitHub';
import XIcon from '@mui/icons-material/X';
import { styled } from '@mui/material/styles';
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
  { label: 'Ideaboard on X', icon: <XIcon fontSize="inherit" /> },
  { label: 'Ideaboard on GitHub', icon: <GitHubIcon fontSize="inherit" /> },
];

const FooterFrame = styled('footer')(({ theme }) => {
  const { palette, typography, breakpoints, transitions } = theme;
  const body2 = { ...typography.body2, margin: 0, color: palette.text.secondary };
  return {
    borderTop: `1px solid ${palette.divider}`,
    padding: theme.spacing(4, 0),
    marginTop: theme.spacing(6),
    '& .frame': {
      boxSizing: 'border-box',
      width: '100%',
      margin: '0 auto',
      padding: theme.spacing(0, 2),
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: theme.spacing(2),
      [breakpoints.up('sm')]: { padding: theme.spacing(0, 3) },
      [breakpoints.up('md')]: { flexDirection: 'row' },
      [breakpoints.up('lg')]: { maxWidth: breakpoints.values.lg },
    },
    '& nav': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1, 3) },
    '& nav a': {
      ...body2,
      textDecoration: 'none',
      '&:hover, &:focus-visible': { textDecoration: 'underline' },
    },
    '& .social': { display: 'flex', gap: theme.spacing(1) },
    // A small IconButton's look: a round 30 px target, the icon at 20 px, the hover shade.
    '& .social a': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: 5,
      borderRadius: '50%',
      fontSize: typography.pxToRem(20),
      color: palette.action.active,
      transition: transitions.create('background-color', { duration: transitions.duration.shortest }),
      '@media (hover: hover)': { '&:hover': { backgroundColor: palette.action.hover } },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 0 },
    },
    '& .copyright': body2,
  };
});

export function Footer() {
  return (
    <FooterFrame>
      <div className="frame">
        <nav aria-label="Footer">
          {FOOTER_LINKS.map((link) => (
            <RouterLink key={link.to} to={link.to}>
              {link.label}
            </RouterLink>
          ))}
        </nav>
        <div className="social">
          {SOCIAL_LINKS.map((link) => (
            <a
              key={link.label}
              href="#"
              aria-label={link.label}
              onClick={(event: React.MouseEvent) => event.preventDefault()}
            >
              {link.icon}
            </a>
          ))}
        </div>
        <p className="copyright">© {new Date().getFullYear()} Ideaboard. All rights reserved.</p>
      </div>
    </FooterFrame>
  );
}
