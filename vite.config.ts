import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin, type Rollup } from 'vite';
import { defineConfig } from 'vitest/config';
import { BOOT_READS, bootReadsScript, HOME_ROUTE } from './src/config/boot-reads.ts';
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from './src/config/local-stack.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));
// The zod schemas the API validates with, shared with the SPA's forms.
const schemas = fileURLToPath(new URL('./supabase/functions/_shared/schemas', import.meta.url));
const muiMaterial = fileURLToPath(new URL('./node_modules/@mui/material/', import.meta.url));
const muiNoVarsTheme = path.join(muiMaterial, 'styles', 'createThemeNoVars.mjs');
/** What Box takes from MUI's styles: only `createTheme()`, for its default theme: styled()'s, made once. */
const BOX_STYLES = '\0ideaboard:mui-box-styles';
/**
 * MUI's theme without CSS variables, the only kind the app makes. `@mui/material/styles` exports createTheme and
 * ThemeProvider, which pick either kind at run time, and the default themes of styled() and Box (`createTheme()`,
 * which takes the no-variables path) import that createTheme: all of them bring the CSS-variables kind (~27 kB)
 * into the first load. The app imports the two no-variables files the package does not export
 * (src/theme/mui-no-vars.d.ts); the default theme is made by the no-variables createTheme, which returns the same
 * theme for no options, and once (Box made a second one as the app loaded). Should a new MUI version import more
 * through these paths, the build fails on it.
 */
function muiThemeWithoutCssVariables(): Plugin {
  let build = false;
  return {
    name: 'ideaboard:mui-theme-without-css-variables',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(source, importer) {
      const noVars = /^@mui\/material\/styles\/(createThemeNoVars|ThemeProviderNoVars)$/.exec(source);
      // The dev server and Vitest serve MUI pre-bundled, in which files of its own cannot be singled out: there
      // the app gets the exported createTheme and ThemeProvider, which take the same path for its theme.
      if (noVars) return build ? path.join(muiMaterial, 'styles', `${noVars[1]}.mjs`) : `\0${source}`;
      if (!build) return null;
      if (
        source === './createTheme.mjs' &&
        importer === path.join(muiMaterial, 'styles', 'defaultTheme.mjs')
      ) {
        return muiNoVarsTheme;
      }
      if (source === '../styles/index.mjs' && importer === path.join(muiMaterial, 'Box', 'Box.mjs')) {
        return BOX_STYLES;
      }
      return null;
    },
    load(id) {
      if (id === '\0@mui/material/styles/createThemeNoVars') {
        return "export { createTheme as default } from '@mui/material/styles';";
      }
      if (id === '\0@mui/material/styles/ThemeProviderNoVars') {
        return "export { ThemeProvider as default } from '@mui/material/styles';";
      }
      return id === BOX_STYLES
        ? `import defaultTheme from ${JSON.stringify(path.join(muiMaterial, 'styles', 'defaultTheme.mjs'))};\n` +
            'export const createTheme = () => defaultTheme;'
        : null;
    },
  };
}

const EMOTION_UTILS = '\0ideaboard:emotion-utils';
const stylesAhead = path.join(src, 'theme', 'styles-ahead.ts');

/**
 * Emotion's components register each style in render and insert it in the commit; this hands their
 * `registerStyles` one that also makes the style's CSS rules then (src/theme/styles-ahead.ts), so the commit only
 * inserts them. Only Emotion's own imports of `@emotion/utils` are routed here, and only in the build: the dev server
 * and Vitest serve Emotion pre-bundled or from Node (tests/unit/production-build.test.ts checks the build).
 */
function emotionStylesAhead(): Plugin {
  return {
    name: 'ideaboard:emotion-styles-ahead',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@emotion/utils' || !importer || !/[\\/]node_modules[\\/]@emotion[\\/]/.test(importer))
        return null;
      return EMOTION_UTILS;
    },
    load(id) {
      if (id !== EMOTION_UTILS) return null;
      return [
        "import { registerStyles as register } from '@emotion/utils';",
        `import { makeRulesAhead } from ${JSON.stringify(stylesAhead)};`,
        "export { getRegisteredStyles, insertStyles } from '@emotion/utils';",
        'export function registerStyles(cache, serialized, isStringTag) {',
        '  register(cache, serialized, isStringTag);',
        '  makeRulesAhead(cache, serialized);',
        '}',
      ].join('\n');
    },
  };
}

/**
 * What index.html gets before the app's code: a preconnect to the API's origin (every page's data comes from there,
 * through a CORS preflight) and the boot reads (src/config/boot-reads.ts), which start a public page's first
 * requests while the app still loads. VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, else the local stack's, as in
 * src/config/env.ts.
 */
function earlyApiRequests(mode: string): Plugin {
  let base = '/';
  return {
    name: 'ideaboard:early-api-requests',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml(_html, { bundle }) {
      const settings = loadEnv(mode, process.cwd(), 'VITE_');
      const url = settings.VITE_SUPABASE_URL || LOCAL_SUPABASE_URL;
      if (!URL.canParse(url)) return []; // src/config/env.ts reports it
      const apiUrl = `${url.replace(/\/$/, '')}/functions/v1/api`;
      const anonKey = settings.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;
      const modules = bundle
        ? BOOT_READS.map(({ route, guard }) => {
            const files = new Set(
              [route, ...(guard ? [guard] : [])].flatMap((module) => routeCode(bundle, module)),
            );
            return [...files].map((file) => base + file);
          })
        : [];
      return [
        {
          tag: 'link',
          attrs: { rel: 'preconnect', href: new URL(url).origin, crossorigin: true },
          injectTo: 'head',
        },
        { tag: 'script', children: bootReadsScript(apiUrl, anonKey, modules), injectTo: 'head' },
      ];
    },
  };
}

/** The files of a route module's chunk and of the chunks it imports statically, without the entry's. */
function routeCode(bundle: Rollup.OutputBundle, route: string): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  // The route module may share its file with other modules (publicPageChunks), so it is looked for among them.
  const start = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${route}`)));
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (files.has(file) || chunk?.type !== 'chunk' || chunk.isEntry) return;
    files.add(file);
    chunk.imports.forEach(visit);
  };
  if (start) visit(start.fileName);
  return [...files];
}

/** MUI and the packages its components are made of. */
const MUI = /node_modules[\\/](@mui|@emotion|react-transition-group|@popperjs|clsx|@babel)[\\/]/;

/**
 * The app's own modules and the schemas it shares with the API, not a package's: a package reached through its index
 * (supabase-js for one error check) would bring all of itself, which pages load on demand.
 */
const APP_CODE = /^(?!.*node_modules)(.*[\\/])?(src|supabase[\\/]functions[\\/]_shared)[\\/]/;

type ModuleGraph = { getModuleInfo: Rollup.PluginContext['getModuleInfo'] };

/** Every module a route module reaches through static imports. */
function staticallyReached(ctx: ModuleGraph, route: string): Set<string> {
  const reached = new Set<string>();
  const queue = [path.join(root, route)];
  for (let next = queue.pop(); next; next = queue.pop()) {
    for (const imported of ctx.getModuleInfo(next)?.importedIds ?? []) {
      if (reached.has(imported)) continue;
      reached.add(imported);
      queue.push(imported);
    }
  }
  return reached;
}

/**
 * The public pages whose first screen is a form: the MUI they alone reach (TextField, which brings Select, Menu,
 * Popover and Modal: about 21 KiB gzip) is a file of its own, which the pages that list and show ideas do not load.
 * The published landing page's waitlist form, at its foot, loads that file after the page's first paint.
 */
const FORM_PAGES = ['src/app/routes/login.tsx'];

/**
 * Names the file of the MUI code that two or more public pages import (their route modules in BOOT_READS, through
 * static imports): one file. Left to itself, Rolldown splits MUI by every set of lazy pages importing a piece (the
 * members' and admins' pages too), into dozens of files of 0.3-3 kB; the idea page preloaded 44 files, and on a
 * phone each request costs main-thread time (starting it in index.html's script, receiving it, compiling it) and a
 * connection slot of HTTP/1.1. A page now gets some components it does not use (up to 7 KiB gzip); the mobile
 * figures were better on every public page (docs/performance.md, decisions 54 and 59). What only the form pages
 * reach, even one of them alone, is a file of its own, `mui-forms` (FORM_PAGES), which lazy forms elsewhere (the
 * published page's waitlist) load too. The MUI code the home page reaches is a small file of its
 * own too (`mui-home`, 3 KiB gzip): the header and footer no longer bring Typography, Button, Stack and Container
 * into the entry, and the home page would otherwise load the whole shared file (17 KiB) for them. MUI imports no
 * app code, so these files import only the entry or each other.
 */
function sharedMuiChunk(): (id: string, ctx: ModuleGraph) => string | null {
  const pagesOf = publicPagesReaching();
  return (id, ctx) => {
    const pages = pagesOf(id, ctx);
    if (pages.includes(HOME_ROUTE)) return 'mui-home';
    if (pages.length > 0 && pages.every((page) => FORM_PAGES.includes(page))) return 'mui-forms';
    return pages.length < 2 ? null : 'mui';
  };
}

/**
 * Names the file of the rest of a public page's code, after sharedMuiChunk has taken MUI's: what two or more public
 * pages reach is one file (`public`; what the home page reaches, `public-home`, kept small for its first load), and
 * what one public page alone reaches goes with its route module (`page-{route}`), whichever other (members') pages
 * import it too. Left to itself, Rolldown made a file of each piece a page shares with any other page (a format, an
 * error state, a row, a form field), 10 to 19 files per public page: on Lighthouse's simulated phone each is a round
 * trip on one of six HTTP/1.1 connections before the page can paint (docs/performance.md, decision 59).
 */
function publicPageChunks(): (id: string, ctx: ModuleGraph) => string | null {
  const pagesOf = publicPagesReaching();
  return (id, ctx) => {
    const pages = pagesOf(id, ctx);
    if (pages.includes(HOME_ROUTE)) return 'public-home';
    if (pages.length > 1) return 'public';
    return pages[0] ? `page-${path.basename(pages[0], '.tsx')}` : null;
  };
}

/** The public pages' route modules (BOOT_READS) that reach a module through static imports, or are it. */
function publicPagesReaching(): (id: string, ctx: ModuleGraph) => string[] {
  let pagesOf: Map<string, string[]> | undefined;
  const find = (ctx: ModuleGraph) => {
    const found = new Map<string, string[]>();
    for (const { route } of BOOT_READS) {
      for (const reached of [path.join(root, route), ...staticallyReached(ctx, route)])
        found.set(reached, [...(found.get(reached) ?? []), route]);
    }
    return found;
  };
  return (id, ctx) => (pagesOf ??= find(ctx)).get(id) ?? [];
}

// supabase-js builds a Realtime client in createClient, which needs a global WebSocket: Node 20 has it behind a flag.
const nodeWebSocket = 'WebSocket' in globalThis ? [] : ['--experimental-websocket'];
/**
 * The api and resilience suites run the function as hosted Supabase does: two processes behind the gateway, each
 * replaced by a new one every 25 s, so anything a process keeps in memory must hold across them.
 */
const RECYCLED_FUNCTIONS = { FUNCTION_INSTANCES: '2', FUNCTION_LIFETIME_SECONDS: '25' };

export default defineConfig(({ mode }) => ({
  plugins: [react(), muiThemeWithoutCssVariables(), emotionStylesAhead(), earlyApiRequests(mode)],
  resolve: {
    alias: { '@': src, '@schemas': schemas },
  },
  server: {
    port: 5173,
    strictPort: true,
  },
  build: {
    // No preload helper around each dynamic import: the public pages' code is preloaded by index.html (boot
    // reads), and the helper's own link elements, inserted as a page's route loaded, cost a phone's main thread
    // more than they saved (50-100 ms at 4x in CPU profiles of every public page).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry needs statically in one file rather than a dozen small ones shared with the lazy
          // pages: the same bytes, in fewer requests on the first load. Pages stay separate files; the MUI pieces
          // the public pages share are one more.
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: sharedMuiChunk(), debugName: 'mui', test: MUI, includeDependenciesRecursively: false },
            {
              name: publicPageChunks(),
              debugName: 'public pages',
              test: (id: string) => APP_CODE.test(id) || MUI.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
    // That file is ~530 kB (~165 KiB gzip): the app shell (React, MUI, the router, TanStack Query). Above this,
    // something large has reached the first load.
    chunkSizeWarningLimit: 600,
  },
  preview: {
    port: 4173,
    strictPort: true,
  },
  test: {
    // Only these folders hold Vitest tests: never supabase/ (pgTAP), stack/ or node_modules.
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Contract tests of the local stack with the real supabase-js, against a stack started for them.
          name: 'stack',
          environment: 'node',
          include: ['tests/stack/**/*.test.ts'],
          globalSetup: ['./tests/stack/global-setup.ts'],
          execArgv: nodeWebSocket,
          // Ceilings for a hung test on a busy 2-core machine, not a pace (as every project's).
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          // The /api edge function over HTTP through the gateway, signing in with the real supabase-js.
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['./tests/stack/global-setup.ts'],
          env: RECYCLED_FUNCTIONS,
          execArgv: nodeWebSocket,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          // Concurrency, malformed input, faults and abuse against the stack; some files start stacks of their own.
          name: 'resilience',
          environment: 'node',
          include: ['tests/resilience/**/*.test.ts'],
          globalSetup: ['./tests/stack/global-setup.ts'],
          env: RECYCLED_FUNCTIONS,
          execArgv: nodeWebSocket,
          // One file at a time: the bad-input sweep checksums the whole database, which the others write to.
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
}));
