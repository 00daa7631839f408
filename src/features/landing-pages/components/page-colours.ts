// The colours of a landing page: its scheme's background and text, and a text colour that reads on its accent.
// Body text never takes the accent, whose contrast the member chooses freely.

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
  return mode === 'dark'
    ? { background: '#121212', text: '#f5f5f5', muted: '#c7c7c7', onAccent: textOn(accent) }
    : { background: '#ffffff', text: '#1a1a1a', muted: '#444444', onAccent: textOn(accent) };
}
