// MUI's Tooltip for a control on every page (the theme toggle), without its 12 KiB gzip (Tooltip, Popper,
// popper.js) on the first load: the control renders alone, and the Tooltip loads the first time a mouse or the
// keyboard focus reaches it. The Tooltip is anchored to a box laid over the control rather than wrapping it, so
// the control is never re-mounted (a click or the focus in progress stays where it is). It opens as Tooltip's
// defaults do: after 100 ms over the control, at once on keyboard focus (not on a touch long-press, as Tooltip
// does); it closes on leave, blur and Escape.
import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/** Tooltip's enterDelay. */
const ENTER_DELAY_MS = 100;

export function LazyTooltip({ title, children }: { title: string; children: ReactNode }) {
  const [isWanted, setIsWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (delay: number) => {
    setIsWanted(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };
  const onFocus = (event: FocusEvent) => {
    // As Tooltip: the keyboard's focus, not the one a click gives.
    if (event.target.matches(':focus-visible')) show(0);
  };

  return (
    <Box
      sx={{ position: 'relative', display: 'inline-flex' }}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') show(ENTER_DELAY_MS);
      }}
      onPointerLeave={hide}
      onFocus={onFocus}
      onBlur={hide}
    >
      {children}
      {isWanted && (
        <Suspense fallback={null}>
          {/* Opened and closed from here; `describeChild` keeps an aria-label off the (hidden) anchor box. */}
          <Tooltip
            title={title}
            open={open}
            onClose={hide}
            describeChild
            disableHoverListener
            disableFocusListener
            disableTouchListener
          >
            <Box aria-hidden sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
          </Tooltip>
        </Suspense>
      )}
    </Box>
  );
}
