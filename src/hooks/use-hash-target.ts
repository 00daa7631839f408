// The element a link's #fragment names (a notification's comment, a review card): when it is on screen and the URL's
// hash names it, it scrolls into view, takes the focus (so the keyboard and screen readers start there) and is
// highlighted for a few seconds. It works whenever the element appears: after a page of comments loaded, or a tab.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { SxProps, Theme } from '@mui/material/styles';

export const HIGHLIGHT_MS = 6_000;

/** The highlight: the theme's selected background inside an outline, while the element is highlighted. */
export const highlightSx = {
  borderRadius: 1,
  // Clear of the sticky header when scrolled to by the browser itself.
  scrollMarginTop: 80,
  transition: 'background-color 600ms ease-out',
  '&[data-highlighted="true"]': {
    bgcolor: 'action.selected',
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: 2,
  },
} satisfies SxProps<Theme>;

export function useHashTarget<T extends HTMLElement>(anchorId: string) {
  const { hash } = useLocation();
  const ref = useRef<T>(null);
  const [highlighted, setHighlighted] = useState(false);
  const named = decodeURIComponent(hash.slice(1)) === anchorId;

  useEffect(() => {
    const element = ref.current;
    if (!named || !element) return;
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
    setHighlighted(true);
    const timer = window.setTimeout(() => setHighlighted(false), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [named, hash]);

  return {
    ref,
    id: anchorId,
    tabIndex: named ? -1 : undefined,
    'data-highlighted': highlighted ? 'true' : undefined,
  } as const;
}
