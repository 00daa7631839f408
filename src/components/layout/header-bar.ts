// The header's frame and links (./header.tsx) with all their styles: one set resolved once per render of the header
// rather than once per MUI component (AppBar, Container, Toolbar, a Typography and five Buttons). They draw what
// those drew, to the pixel at 360-1280 px in both themes: a sticky bar with a bottom border, the toolbar's heights
// (which index.html's placeholder bar copies), text buttons in the inherited colour with the current page's in the
// primary colour, and the contained 'Sign Up'.
import { alpha, styled } from '@mui/material/styles';

export const HeaderBar = styled('header')(({ theme }) => {
  const { palette, typography, breakpoints, shape, shadows, transitions } = theme;
  return {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    boxSizing: 'border-box',
    flexShrink: 0,
    position: 'sticky',
    top: 0,
    zIndex: theme.zIndex.appBar,
    backgroundColor: palette.background.paper,
    borderBottom: `1px solid ${palette.divider}`,
    '& .frame': {
      width: '100%',
      boxSizing: 'border-box',
      margin: '0 auto',
      [breakpoints.up('lg')]: { maxWidth: breakpoints.values.lg },
    },
    // Toolbar's heights (56 px, 48 in landscape, 64 from sm up), and narrower gaps on a phone: a member's header
    // (theme, bell, avatar, menu) must fit 360 px.
    '& .toolbar': {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      minHeight: 56,
      gap: theme.spacing(0.5),
      padding: theme.spacing(0, 1.5),
      [`${breakpoints.up('xs')} and (orientation: landscape)`]: { minHeight: 48 },
      [breakpoints.up('sm')]: { minHeight: 64, gap: theme.spacing(1), padding: theme.spacing(0, 2) },
    },
    '& .logo': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1),
      color: 'inherit',
      textDecoration: 'none',
      '& span': { ...typography.h6, fontWeight: 700 },
      [breakpoints.up('md')]: { marginRight: theme.spacing(2) },
    },
    '& .main-links, & .guest-links': { display: 'flex', [breakpoints.down('md')]: { display: 'none' } },
    '& .main-links': { gap: theme.spacing(0.5) },
    '& .guest-links': { gap: theme.spacing(1) },
    '& .spacer': { flex: 1 },
    // MUI's text Button in the inherited colour, as a link.
    '& .button': {
      ...typography.button,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      minWidth: 64,
      padding: '6px 8px',
      borderRadius: shape.borderRadius,
      color: 'inherit',
      textDecoration: 'none',
      WebkitTapHighlightColor: 'transparent',
      userSelect: 'none',
      transition: transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
        duration: transitions.duration.short,
      }),
      '@media (hover: hover)': {
        '&:hover': { backgroundColor: alpha(palette.text.primary, palette.action.hoverOpacity) },
      },
      // A keyboard's focus is drawn, as on the footer's links (MUI's pulsing ripple was a faint tint).
      '&:focus-visible': {
        outline: `2px solid ${palette.primary.main}`,
        outlineOffset: 2,
        backgroundColor: alpha(palette.text.primary, palette.action.focusOpacity),
      },
      '&.active': { color: palette.primary.main, fontWeight: 700 },
    },
    // MUI's contained Button in the primary colour.
    '& .button.contained': {
      padding: '6px 16px',
      color: palette.primary.contrastText,
      backgroundColor: palette.primary.main,
      boxShadow: shadows[2],
      '@media (hover: hover)': {
        '&:hover': { backgroundColor: palette.primary.dark, boxShadow: shadows[4] },
      },
      '&:active': { boxShadow: shadows[8] },
      '&:focus-visible': { backgroundColor: palette.primary.dark, boxShadow: shadows[6] },
    },
    '& .menu-button': { [breakpoints.up('md')]: { display: 'none' } },
  };
});
