import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { CONTRAST_THRESHOLD, MAIN_COLOURS, paletteOptions } from '@/theme/palette';
import { createAppTheme } from '@/theme/theme';

const NAMES = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe.each(['light', 'dark'] as const)('the %s palette', (mode) => {
  it('holds what MUI computes from the main colours', () => {
    const computed = createTheme({
      palette: { mode, contrastThreshold: CONTRAST_THRESHOLD, ...MAIN_COLOURS[mode] },
    }).palette;
    const written = createAppTheme(mode).palette;
    for (const name of NAMES) expect(written[name], name).toEqual(computed[name]);
    expect(written.getContrastText('#ef6c00')).toBe(computed.getContrastText('#ef6c00'));
  });

  it('leaves MUI nothing to compute for a colour', () => {
    const options = paletteOptions(mode);
    for (const name of NAMES) {
      expect(options[name], name).toEqual(
        expect.objectContaining({
          light: expect.any(String),
          dark: expect.any(String),
          contrastText: expect.any(String),
        }),
      );
    }
  });
});
