// The leaderboard's list with the styles of all its rows (./leaderboard-row.tsx): one set of styles resolved once
// per render of the list rather than once per MUI component in each of 50 rows. They draw what the MUI components
// drew: an outlined card, the typography variants, small chips (filled in the category's colour, outlined for a
// tag) and a small outlined button.
import { alpha, styled } from '@mui/material/styles';
import { CATEGORY_COLORS } from '@/components/ui/category-badge';

export const LeaderboardList = styled('ol')(({ theme }) => {
  const { palette, typography, shape, breakpoints } = theme;
  const caption = { ...typography.caption, color: palette.text.secondary };
  const body2 = { ...typography.body2, margin: 0 };
  return {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(2),
    '& > li': {
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(3),
      padding: theme.spacing(2, 2, 3),
      border: `1px solid ${palette.divider}`,
      borderRadius: shape.borderRadius,
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      // Rows out of view are not laid out until they near the screen: the layout after each turn of rows was
      // 6-22 ms on a desktop CPU, ten times that on a phone. A row keeps the size it was last drawn at; before its
      // first drawing it counts as a typical row's height, so the page's length is about right.
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 480px',
      [breakpoints.up('md')]: { flexDirection: 'row', containIntrinsicSize: 'auto 210px' },
    },
    '& p, & h2': { margin: 0 },
    '& .rank': { ...typography.h5, minWidth: 56, fontWeight: 700, color: palette.primary.main },
    '& .main': { flex: 1, minWidth: 0 },
    '& .meta': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1),
      marginBottom: theme.spacing(1),
    },
    '& .caption': caption,
    '& .title': typography.h6,
    '& .description': {
      ...body2,
      color: palette.text.secondary,
      marginBottom: theme.spacing(1.5),
      display: '-webkit-box',
      WebkitLineClamp: 3,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
    '& .tags': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.spacing(0.75),
      listStyle: 'none',
      padding: 0,
      margin: 0,
    },
    '& .chip': {
      display: 'inline-flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      maxWidth: '100%',
      height: 24,
      padding: '0 8px',
      borderRadius: 12,
      fontFamily: typography.fontFamily,
      fontSize: typography.pxToRem(13),
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      verticalAlign: 'middle',
      color: palette.text.primary,
      backgroundColor: palette.action.selected,
    },
    '& .chip.outlined': {
      padding: '0 7px',
      backgroundColor: 'transparent',
      border: `1px solid ${palette.mode === 'light' ? palette.grey[400] : palette.grey[700]}`,
    },
    ...Object.fromEntries(
      Object.entries(CATEGORY_COLORS).flatMap(([category, color]) =>
        color === 'default'
          ? []
          : [
              [
                `& .chip[data-category="${category}"]`,
                { color: palette[color].contrastText, backgroundColor: palette[color].main },
              ],
            ],
      ),
    ),
    '& .byline': {
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: theme.spacing(2),
      marginTop: theme.spacing(1.5),
      '& p': { ...body2, color: palette.text.secondary },
    },
    '& .scores': {
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1),
      minWidth: 200,
      [breakpoints.up('md')]: { alignItems: 'flex-end', textAlign: 'right' },
    },
    '& .score': { ...typography.h4, fontWeight: 700, lineHeight: 1.1 },
    '& .unrated': { ...typography.h6, fontWeight: 700 },
    '& .margin': { display: 'block' },
    '& dl': { margin: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: theme.spacing(2) },
    '& dt': { ...body2, color: palette.text.secondary },
    '& dd': { ...body2, fontWeight: 600, textAlign: 'right' },
    '& dt.strong, & dd.strong': { color: palette.primary.main, fontWeight: 700 },
    '& dt.strong': { fontWeight: 400 },
    '& .details': {
      ...typography.button,
      fontSize: typography.pxToRem(13),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      minWidth: 64,
      padding: '3px 9px',
      borderRadius: shape.borderRadius,
      border: `1px solid ${alpha(palette.primary.main, 0.5)}`,
      color: palette.primary.main,
      textDecoration: 'none',
      transition: theme.transitions.create(['background-color', 'border-color']),
      '&:hover': {
        borderColor: palette.primary.main,
        backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity),
      },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    },
  };
});
