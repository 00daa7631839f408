// MUI 9 has no system props: `<Typography color="text.secondary">` or `<Box bgcolor="action.hover">` is silently
// ignored (the text stayed the primary colour in 93 places until this test). A palette path belongs in `sx`, or in
// Typography's own colour names (`textSecondary`, `textPrimary`, `textDisabled`).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
/** A JSX attribute that names a palette path, as a system prop would have taken it. */
const PALETTE_PATH_PROP = /\s(color|bgcolor|borderColor)="[a-z]+\.[a-zA-Z]+"/g;

async function tsxFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('MUI props', () => {
  it('no component is given a palette path as a prop, which MUI 9 ignores', async () => {
    const found: string[] = [];
    for (const file of await tsxFiles(SRC)) {
      const text = await readFile(file, 'utf8');
      for (const match of text.matchAll(PALETTE_PATH_PROP)) {
        const line = text.slice(0, match.index).split('\n').length;
        found.push(`${path.relative(SRC, file)}:${line}:${match[0].trim()}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('would find one', () => {
    expect('<Typography color="text.secondary">'.match(PALETTE_PATH_PROP)).toHaveLength(1);
  });
});
