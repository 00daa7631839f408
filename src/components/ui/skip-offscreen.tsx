// A block the browser styles and lays out only when it nears the screen (`content-visibility: auto`). What a page
// renders below its first screen still costs a style pass and a layout the moment it is committed: on the idea
// page the discussion and ratings list took 12-20 ms of that on a desktop CPU, ten times as long on a phone,
// while the reader was still looking at the title. Its text stays in the page for find-in-page, screen readers and
// links to a part of it; only an element's innerText is empty until it has been drawn.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * `estimate` is the block's usual height in pixels: the page's length counts it until the block is first drawn,
 * after which the browser keeps the height it was drawn at.
 */
export function SkipOffscreen({ estimate, children }: { estimate: number; children: ReactNode }) {
  return <Box sx={{ contentVisibility: 'auto', containIntrinsicSize: `auto ${estimate}px` }}>{children}</Box>;
}
