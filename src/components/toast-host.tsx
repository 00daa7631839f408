// notistack's container with the app's settings, loaded with the first toast (components/toast.tsx).
import GlobalStyles from '@mui/material/GlobalStyles';
import { styled, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachToastHost } from '@/components/toast';

/**
 * notistack's own green, orange and blue put white text at 2.2-3.1:1; these reach WCAG AA's 4.5:1 (the red
 * already does).
 */
const Toast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#b85000' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0277bd' },
});
const TOASTS = { default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast };

const BELOW_HEADER = 'toasts-below-header';
const ABOVE_BOTTOM_EDGE = 'toasts-above-bottom-edge';

/**
 * notistack puts its containers 14 px from the edge, which at the top is on the header (its user menu and bell).
 * Where the header has its links (md and up, 64 px and a 1 px border), toasts start 8 px below it; each toast has
 * 6 px of notistack's padding above it. Narrower, the header's menu unfolds downwards, so toasts sit at the bottom,
 * clear of the phone's home indicator. Two classes: notistack's own single-class rules would otherwise win.
 */
const PLACEMENT = (
  <GlobalStyles
    styles={{
      [`.notistack-SnackbarContainer.${BELOW_HEADER}`]: { top: 67 },
      [`.notistack-SnackbarContainer.${ABOVE_BOTTOM_EDGE}`]: {
        bottom: 'calc(14px + env(safe-area-inset-bottom, 0px))',
      },
    }}
  />
);

export default function ToastHost() {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  // notistack's enqueueSnackbar reaches the provider below once it is mounted.
  useEffect(() => attachToastHost((message, options) => void enqueueSnackbar(message, options)), []);
  return (
    <>
      {PLACEMENT}
      <SnackbarProvider
        maxSnack={20}
        autoHideDuration={4000}
        anchorOrigin={
          wide ? { vertical: 'top', horizontal: 'right' } : { vertical: 'bottom', horizontal: 'center' }
        }
        classes={{
          containerAnchorOriginTopRight: BELOW_HEADER,
          containerAnchorOriginBottomCenter: ABOVE_BOTTOM_EDGE,
        }}
        Components={TOASTS}
      />
    </>
  );
}
