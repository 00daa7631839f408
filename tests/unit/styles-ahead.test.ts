// @vitest-environment jsdom
// The rules made ahead in render are the rules Emotion's own insert makes, in the same order, inserted once.
// Emotion's cache and insert are loaded from their browser builds by file: the packages map Vitest to server builds,
// whose insert returns the rules instead of writing them to a sheet.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EmotionCache } from '@emotion/cache';
import { keyframes } from '@emotion/react';
import { serializeStyles, type SerializedStyles } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { makeRulesAhead } from '../../src/theme/styles-ahead.ts';

const browserBuild = (pkg: string) =>
  pathToFileURL(path.resolve(`node_modules/@emotion/${pkg}/dist/emotion-${pkg}.browser.esm.js`)).href;

interface Emotion {
  createCache: (options: { key: string }) => EmotionCache;
  serializeStyles: typeof serializeStyles;
  insertStyles: (cache: EmotionCache, serialized: SerializedStyles, isStringTag: boolean) => void;
}

async function loadEmotion(): Promise<Emotion> {
  const [cache, utils] = (await Promise.all([
    import(/* @vite-ignore */ browserBuild('cache')),
    import(/* @vite-ignore */ browserBuild('utils')),
  ])) as [{ default: Emotion['createCache'] }, { insertStyles: Emotion['insertStyles'] }];
  return { createCache: cache.default, serializeStyles, insertStyles: utils.insertStyles };
}

/** A cache whose sheet records the rules it is given. */
function recordingCache(emotion: Emotion): { cache: EmotionCache; rules: string[] } {
  const cache = emotion.createCache({ key: 'css' });
  const rules: string[] = [];
  cache.sheet = { ...cache.sheet, insert: (rule: string) => void rules.push(rule) } as EmotionCache['sheet'];
  return { cache, rules };
}

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.4 }, '100%': { opacity: 1 } });

/** Styles of the shapes MUI's components give Emotion: nesting, media and feature queries, keyframes, labels. */
const STYLES: Parameters<typeof serializeStyles>[0][] = [
  [
    {
      label: 'Button',
      display: 'inline-flex',
      userSelect: 'none',
      appearance: 'none',
      '&:hover': { opacity: 0.8 },
    },
  ],
  [
    {
      padding: 8,
      '& .icon': { marginRight: 4 },
      '@media (min-width:600px)': { padding: 16, '&:focus': { outline: 0 } },
    },
  ],
  [{ '& > :first-child': { marginTop: 0 }, '@supports (display: grid)': { display: 'grid' } }],
  [{ animation: `${pulse} 2s ease-in-out 0.5s infinite` }],
  [{ color: 'red' }, { '&::placeholder': { color: 'currentColor', opacity: 0.42 } }],
];

describe('styles made ahead of the commit', () => {
  it('inserts the same rules in the same order as Emotion alone', async () => {
    const emotion = await loadEmotion();
    const alone = recordingCache(emotion);
    const ahead = recordingCache(emotion);
    for (const args of STYLES) {
      emotion.insertStyles(alone.cache, emotion.serializeStyles(args), true);
      const serialized = emotion.serializeStyles(args);
      makeRulesAhead(ahead.cache, serialized);
      emotion.insertStyles(ahead.cache, serialized, true);
    }
    expect(alone.rules.length).toBeGreaterThan(STYLES.length);
    expect(alone.rules.some((rule) => rule.startsWith('@keyframes'))).toBe(true);
    expect(ahead.rules).toEqual(alone.rules);
  });

  it('hands the commit the rules made in render, not new ones', async () => {
    const emotion = await loadEmotion();
    const alone = recordingCache(emotion);
    const ahead = recordingCache(emotion);
    const args = STYLES[1]!;
    emotion.insertStyles(alone.cache, emotion.serializeStyles(args), true);
    const serialized = emotion.serializeStyles(args);
    makeRulesAhead(ahead.cache, serialized);
    // Were the commit to run stylis again, it would now make rules of this.
    serialized.styles = 'color:blue;';
    emotion.insertStyles(ahead.cache, serialized, true);
    expect(ahead.rules).toEqual(alone.rules);
  });

  it('makes and inserts a style once, however often it renders', async () => {
    const emotion = await loadEmotion();
    const { cache, rules } = recordingCache(emotion);
    const serialized = emotion.serializeStyles(STYLES[0]!);
    makeRulesAhead(cache, serialized);
    makeRulesAhead(cache, serialized); // a second component with the same styles, in the same render
    emotion.insertStyles(cache, serialized, true);
    const inserted = rules.length;
    makeRulesAhead(cache, serialized); // a later render: already on the page
    emotion.insertStyles(cache, serialized, true);
    expect(inserted).toBeGreaterThan(0);
    expect(rules).toHaveLength(inserted);
  });
});
