// The colours of a landing page: its scheme's background and text, its accent, and a text colour that reads on the
// accent. Body text never takes the accent, whose contrast the member chooses freely.

const COLOUR = /^#[0-9a-f]{6}$/i;
const DEFAULT_ACCENT = '#1565c0';

/**
 * The accent as it may go into styles: a #rrggbb colour, else the default. The database refuses anything else
 * already; this keeps a value that slipped past it from ever being written into CSS.
 */
export function safeAccent(accent: string): string {
  return COLOUR.test(accent) ? accent : DEFAULT_ACCENT;
}

/** Relative luminance of a #rrggbb colour (WCAG 2.x). */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Black or white, whichever contrasts more with `accent`. */
export function textOn(accent: string): string {
  const l = luminance(accent);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

export function pageColours(accent: string, mode: 'light' | 'dark') {
  const safe = safeAccent(accent);
  return mode === 'dark'
    ? { background: '#121212', text: '#f5f5f5', muted: '#c7c7c7', accent: safe, onAccent: textOn(safe) }
    : { background: '#ffffff', text: '#1a1a1a', muted: '#444444', accent: safe, onAccent: textOn(safe) };
}
