// `npm install` (postinstall) fills Deno's cache with the edge function's npm: imports, pinned by its deno.lock, so
// the first `npm run dev` or test run starts the function without reaching a registry. The stack's function runner
// points Deno at the same folder (DENO_DIR), unless the host already sets DENO_DIR.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { denoBinary } from './functions/runner.ts';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const FUNCTION = path.join(ROOT, 'supabase/functions/api');
/** Under node_modules: ignored by git, and gone with the dependencies it was made from. */
const DENO_CACHE = path.join(ROOT, 'node_modules/.cache/deno');

const dir = process.env.DENO_DIR || DENO_CACHE;
const result = spawnSync(
  denoBinary(),
  [
    'install',
    '--quiet',
    // A lock that no longer matches deno.json fails here, at install, rather than at the stack's start.
    '--frozen',
    `--config=${path.join(FUNCTION, 'deno.json')}`,
    '--entrypoint',
    path.join(FUNCTION, 'index.ts'),
    path.join(ROOT, 'stack/functions/main.ts'),
  ],
  { cwd: FUNCTION, env: { ...process.env, DENO_DIR: dir, NO_COLOR: '1' }, stdio: 'inherit' },
);
if (result.status !== 0) {
  throw new Error(
    `deno install of the edge function's dependencies failed (${result.error?.message ?? result.status})`,
  );
}
console.log(`Deno cache for the edge function ready: ${path.relative(ROOT, dir) || dir}`);
