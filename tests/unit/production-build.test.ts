// What only the production build does, which the journeys (on the dev server) do not see: here, that Emotion's
// components register their styles through src/theme/styles-ahead.ts. Should Emotion stop importing
// `registerStyles` from `@emotion/utils`, styles would still work but be made in the commit again; this says so.
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('the production build', () => {
  it("routes Emotion's style registration through the rules made ahead of the commit", async () => {
    const result = await build({
      root: ROOT,
      configFile: `${ROOT}vite.config.ts`,
      logLevel: 'silent',
      build: { write: false, minify: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const modules = outputs
      .flatMap((output) => output.output)
      .flatMap((file) => (file.type === 'chunk' ? file.moduleIds : []));
    const emotionUsers = modules.filter((id) => /@emotion[\\/](styled[\\/]base|react)[\\/]dist/.test(id));
    expect(emotionUsers.length).toBeGreaterThan(0);
    expect(modules).toContain('\0ideaboard:emotion-utils');
    expect(modules.some((id) => id.endsWith('src/theme/styles-ahead.ts'))).toBe(true);
  }, 120_000);
});
