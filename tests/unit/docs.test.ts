// The documents against the repository: every count, list and path in README.md and docs/*.md that a script can
// know is read from the repository here, so a doc that falls behind the code fails the unit suite instead of
// misleading its next reader. Times and benchmark figures are measurements and stay in the prose with their date.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import playwrightConfig from '../../playwright.config.ts';
import { ROUTES } from '../../supabase/functions/api/routes/contracts.ts';
import viteConfig from '../../vite.config.ts';
import {
  anchors,
  codeSpans,
  column,
  documents,
  existsInRepository,
  fences,
  filesIn,
  foldersIn,
  globSource,
  ignoredByGit,
  paragraph,
  read,
  repositoryTree,
  ROOT,
  section,
  table,
  tables,
  treeEntries,
  withoutAsides,
  withoutFences,
} from './docs-support.ts';

const README = read('README.md');
const ARCHITECTURE = read('docs/architecture.md');
const TESTING = read('docs/testing.md');

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/* Section - what the repository says */

const packageJson = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
const SCRIPTS = packageJson.scripts;

/** The scripts `npm test` runs, in order. */
const TEST_CHAIN = (SCRIPTS.test ?? '').split('&&').map((step) => {
  const name = /^npm run ([\w:-]+)$/.exec(step.trim())?.[1];
  if (!name) throw new Error(`npm test runs "${step.trim()}", which is not an npm script`);
  return name;
});

/** `npm test` or `npm run <name>` as the script's name. */
function scriptOf(command: string): string | undefined {
  if (command === 'npm test') return 'test';
  return /^npm run ([\w:-]+)$/.exec(command)?.[1];
}

interface VitestProject {
  name: string;
  environment?: string;
  include: string[];
  globalSetup?: string[];
}

/** The Vitest projects of vite.config.ts, as Vitest reads them. */
function vitestProjects(): VitestProject[] {
  const projects = viteConfig({ mode: 'test', command: 'serve' }).test?.projects ?? [];
  return projects.map((project) => {
    if (typeof project !== 'object' || !('test' in project) || !project.test?.name) {
      throw new Error('vite.config.ts has a project this test cannot read: declare it inline with a name');
    }
    const { name, environment, include = [], globalSetup } = project.test;
    return {
      name: typeof name === 'string' ? name : name.label,
      environment,
      include,
      globalSetup: globalSetup === undefined ? undefined : [globalSetup].flat(),
    };
  });
}

/** The test files of the Vitest projects a script runs (its `--project` flags). */
function vitestFiles(script: string): string[] {
  const names = [...(SCRIPTS[script] ?? '').matchAll(/--project (\S+)/g)].map((match) => match[1]);
  const projects = vitestProjects().filter((project) => names.includes(project.name));
  const patterns = projects
    .flatMap((project) => project.include)
    .map((glob) => new RegExp(`^${globSource(glob)}$`));
  return [...repositoryTree().files].filter((file) => patterns.some((pattern) => pattern.test(file)));
}

interface ListedJourney {
  file: string;
  project: string;
}

let journeysListed: ListedJourney[] | undefined;

/** Every run Playwright would make (file and project), as its own `--list` says after applying the config. */
function playwrightRuns(): ListedJourney[] {
  if (journeysListed) return journeysListed;
  const output = execFileSync(
    path.join(ROOT, 'node_modules/.bin/playwright'),
    ['test', '--list', '--reporter=json'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  interface Suite {
    specs?: { file: string; tests: { projectName: string }[] }[];
    suites?: Suite[];
  }
  const report = JSON.parse(output) as { suites: Suite[]; errors: unknown[] };
  if (report.errors.length) throw new Error(`playwright --list: ${JSON.stringify(report.errors)}`);
  const runs: ListedJourney[] = [];
  const visit = (suite: Suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) runs.push({ file: path.basename(spec.file), project: test.projectName });
    }
    suite.suites?.forEach(visit);
  };
  report.suites.forEach(visit);
  journeysListed = runs;
  return runs;
}

/** A spec file's journey name: `08-mobile-menu.mobile.spec.ts` is `08-mobile-menu`. */
const journeyName = (file: string) => file.replace(/(\.desktop|\.mobile)?\.spec\.ts$/, '');

const PGTAP_FOLDER = 'supabase/tests/database';
const PGTAP_FILES = filesIn(PGTAP_FOLDER, (name) => name.endsWith('.sql'));
/** How the documents name a pgTAP file: `006-ratings` for `006-ratings.test.sql`. */
const pgtapName = (file: string) => file.replace(/(\.test)?\.sql$/, '');
const PGTAP_NAMES = PGTAP_FILES.map(pgtapName);
/** The file that installs pgTAP and the helpers: it proves no rule, so no rule names it. */
const PGTAP_SETUP = '000-setup-tests-hooks';

const MIGRATION_FILES = filesIn('supabase/migrations', (name) => name.endsWith('.sql'));
/** How the documents name a migration: `create_ideas` for `20251101000200_create_ideas.sql`. */
const MIGRATION_NAMES = MIGRATION_FILES.map((file) => file.replace(/^\d+_/, '').replace(/\.sql$/, ''));
/** A migration name as a rule table writes it: whole, or cut short with `...`. */
function migrationNamed(name: string): string[] {
  return name.endsWith('...')
    ? MIGRATION_NAMES.filter((migration) => migration.startsWith(name.slice(0, -3)))
    : MIGRATION_NAMES.filter((migration) => migration === name);
}

/**
 * The schema as the migrations leave it: supabase/schema/*.sql, generated from the migrated database (npm run
 * db:schema) and kept equal to it by tests/stack/generated-files.test.ts. Reading it spares re-playing the
 * migrations' creates, drops and renames here.
 */
const SCHEMA_SQL = filesIn('supabase/schema', (name) => name.endsWith('.sql'))
  .map((file) => read(`supabase/schema/${file}`))
  .join('\n');

function tablesIn(schema: 'public' | 'private'): string[] {
  return sorted(
    [...SCHEMA_SQL.matchAll(new RegExp(`^create table ${schema}\\.(\\w+) \\(`, 'gm'))].map(
      (match) => match[1] ?? '',
    ),
  );
}

/* Section - the checks */

describe('the browser journeys', () => {
  // Playwright starts, loads its config and every spec file: seconds, more on a busy machine.
  beforeAll(() => void playwrightRuns(), 60_000);

  const specFiles = filesIn('tests/e2e', (name) => name.endsWith('.spec.ts'));
  const projectsOf = (file: string) =>
    sorted(
      playwrightRuns()
        .filter((run) => run.file === file)
        .map((run) => run.project),
    );
  const projectNames = sorted((playwrightConfig.projects ?? []).map((project) => project.name ?? ''));
  const desktopOnly = (file: string) => projectsOf(file).join() === 'desktop';
  const mobileOnly = (file: string) => projectsOf(file).join() === 'mobile-360';

  it('are the two projects the documents name, at the widths they give', () => {
    expect(projectNames).toEqual(['desktop', 'mobile-360']);
    const browserJourneys = section(TESTING, 'Browser journeys');
    for (const project of playwrightConfig.projects ?? []) {
      const width = new RegExp(`\`${project.name}\` \\((\\d+) px\\)`).exec(browserJourneys)?.[1];
      expect(Number(width), `docs/testing.md gives the width of ${project.name}`).toBe(
        project.use?.viewport?.width,
      );
    }
    const readmeRow = table(README, 'script').rows.find((row) => row[0] === '`npm run test:e2e`')?.[1] ?? '';
    const widths = sorted(
      (playwrightConfig.projects ?? []).map((project) => String(project.use?.viewport?.width)),
    );
    expect(sorted([...readmeRow.matchAll(/(\d+) px/g)].map((match) => match[1] ?? ''))).toEqual(widths);
  });

  it('run once, at the desktop size, exactly when named *.desktop.spec.ts, and at 360 px only when *.mobile.spec.ts', () => {
    for (const file of specFiles) {
      expect(desktopOnly(file), `${file} runs at the desktop size only`).toBe(
        file.endsWith('.desktop.spec.ts'),
      );
      expect(mobileOnly(file), `${file} runs at 360 px only`).toBe(file.endsWith('.mobile.spec.ts'));
      expect(projectsOf(file).length, `${file} runs at all`).toBeGreaterThan(0);
    }
  });

  it('are each a row of the journey table in docs/testing.md, marked as where they run, and nothing else is', () => {
    const rows = column(table(section(TESTING, 'Browser journeys'), 'journey'), 'journey');
    const documented = rows.map((cell) => ({
      name: codeSpans(cell)[0] ?? cell,
      mark: cell.replace(/`[^`]*`/, '').trim(),
    }));
    expect(sorted(documented.map((row) => row.name))).toEqual(sorted(specFiles.map(journeyName)));
    for (const file of specFiles) {
      const mark = documented.find((row) => row.name === journeyName(file))?.mark;
      const where = desktopOnly(file) ? '(desktop only)' : mobileOnly(file) ? '(360 px only)' : '';
      expect(mark, `the mark of ${journeyName(file)}`).toBe(where);
    }
  });

  it('are counted right in docs/testing.md: the spec files and the runs of both projects', () => {
    const size = column(table(TESTING, 'suite'), 'size')[rowOfScript('test:e2e')];
    expect(size).toBe(`${specFiles.length} files, ${playwrightRuns().length} runs`);
  });
});

/**
 * Whether a test module takes its list of routes (`ROUTES`, or `WRITES`, the routes but GET) from
 * routes/contracts.ts: imported from there, or from shared test code that takes it from there.
 */
function takesRoutesFromContracts(file: string, depth = 2): boolean {
  for (const [, names = '', specifier = ''] of read(file).matchAll(
    /^import \{([^}]*)\} from '(\.[^']+)';/gm,
  )) {
    if (!/\b(ROUTES|WRITES)\b/.test(names)) continue;
    const target = path.posix.join(path.posix.dirname(file), specifier);
    if (target === 'supabase/functions/api/routes/contracts.ts') return true;
    if (depth > 0 && target.startsWith('tests/') && takesRoutesFromContracts(target, depth - 1)) return true;
  }
  return false;
}

/** The row of docs/testing.md's suite table whose command is `npm run <script>`. */
function rowOfScript(script: string): number {
  const commands = column(table(TESTING, 'suite'), 'command');
  const index = commands.findIndex((cell) => codeSpans(cell).some((span) => scriptOf(span) === script));
  if (index < 0) throw new Error(`docs/testing.md's suite table has no row for npm run ${script}`);
  return index;
}

describe('the suites and scripts', () => {
  const suites = table(TESTING, 'suite');

  it('every npm script the documents name exists', () => {
    const missing: string[] = [];
    for (const doc of documents()) {
      for (const match of read(doc).matchAll(/\bnpm (?:run ([\w:-]+)|test\b)/g)) {
        const name = match[1] ?? 'test';
        if (!(name in SCRIPTS)) missing.push(`${doc}: npm run ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("README's script table lists every script, and npm test's steps in the order it runs them", () => {
    const rows = column(table(README, 'script'), 'script').map((cell) =>
      codeSpans(cell).map((span) => scriptOf(span) ?? `not a script: ${span}`),
    );
    expect(sorted(rows.flat())).toEqual(sorted(Object.keys(SCRIPTS)));
    const first = rows.findIndex((names) => names.includes(TEST_CHAIN[0] ?? ''));
    const last = rows.findIndex((names) => names.includes(TEST_CHAIN.at(-1) ?? ''));
    expect(rows.slice(first, last + 1).flat()).toEqual(TEST_CHAIN);
  });

  it("docs/testing.md's suite table is npm test's steps in order, then the benchmarks, which npm test leaves out", () => {
    const rows = column(suites, 'command').flatMap((cell) =>
      codeSpans(cell).map((span) => scriptOf(span) ?? span),
    );
    expect(rows.at(-1)).toBe('bench');
    expect(TEST_CHAIN).not.toContain('bench');
    expect(rows.slice(0, -1)).toEqual(TEST_CHAIN);
  });

  it('the sizes in the suite table are the counts of the files each suite runs, and every number there is one', () => {
    const sizes = column(suites, 'size');
    const expected = new Map<number, string>();
    for (const script of ['test:unit', 'test:stack', 'test:api', 'test:resilience']) {
      expected.set(rowOfScript(script), `${vitestFiles(script).length} files`);
    }
    const assertions = PGTAP_FILES.map((file) => {
      const plans = [...read(`${PGTAP_FOLDER}/${file}`).matchAll(/select plan\((\d+)\)/g)];
      expect(plans.length, `${file} declares its plan once, so its assertions can be counted`).toBe(1);
      return Number(plans[0]?.[1]);
    }).reduce((sum, count) => sum + count, 0);
    expected.set(rowOfScript('test:db'), `${PGTAP_FILES.length} files, ${assertions} assertions`);
    for (const [index, size] of sizes.entries()) {
      if (!/\d/.test(size) || index === rowOfScript('test:e2e')) continue;
      expect(size, `the size of "${suites.rows[index]?.[0]}"`).toBe(expected.get(index));
    }
  });

  it('the Vitest projects are the ones docs/testing.md names, with their environments', () => {
    const projects = vitestProjects();
    const text = paragraph(TESTING, '`vite.config.ts` defines');
    const count = /defines (\w+) projects/.exec(text)?.[1] ?? '';
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    expect(words.indexOf(count), `"defines ${count} projects"`).toBe(projects.length);
    const named = codeSpans(withoutAsides(text)).filter((span) => /^[a-z-]+$/.test(span));
    expect(sorted(named)).toEqual(sorted(projects.map((project) => project.name)));
    for (const match of text.matchAll(/`([a-z-]+)` \((\w+)[;)]/g)) {
      const project = projects.find((candidate) => candidate.name === match[1]);
      expect(project?.environment, `the environment of ${match[1]}`).toBe(match[2]);
    }
  });

  it('docs/testing.md names every test file of tests/unit, tests/api, tests/stack and tests/resilience, and no other', () => {
    const stems = (folder: string) =>
      filesIn(folder, (name) => name.endsWith('.test.ts')).map((name) => name.slice(0, -8));
    const listed = (start: string) => codeSpans(withoutAsides(paragraph(TESTING, start))).slice(1);
    expect(sorted(listed('`tests/unit/`:'))).toEqual(stems('tests/unit'));
    expect(sorted(listed('`tests/api/`,'))).toEqual(stems('tests/api'));
    expect(sorted(listed('`tests/stack/`:'))).toEqual(stems('tests/stack'));
    const bullets = [...section(TESTING, 'Resilience').matchAll(/^- `([\w-]+)`:/gm)].map(
      (match) => match[1] ?? '',
    );
    expect(sorted(bullets)).toEqual(stems('tests/resilience'));
  });

  it("the bad-input sweep's runs and seed are the test's defaults", () => {
    const sweep = read('tests/resilience/bad-input.test.ts');
    const [, runs, seed] = /(\d+) fast-check runs \(seed (\d+)\)/.exec(section(TESTING, 'Resilience')) ?? [];
    expect(/RESILIENCE_RUNS \?\? (\d+)/.exec(sweep)?.[1]).toBe(runs);
    expect(/RESILIENCE_SEED \?\? (\d+)/.exec(sweep)?.[1]).toBe(seed);
  });
});

describe('the database', () => {
  const ruleTable = table(section(ARCHITECTURE, '3.'), 'rule');
  const readmeRules = table(section(README, 'Where things are'), 'rule');

  it('architecture section 4 names every table in public and in private, and no other', () => {
    const schemas = section(ARCHITECTURE, '4.');
    const publicBullet = /^- `public`:([\s\S]*?)RLS is on/m.exec(schemas)?.[1] ?? '';
    expect(sorted(codeSpans(publicBullet))).toEqual(tablesIn('public'));
    const privateBullet = /^- `private`:[^(]*tables[^(]*\(([^)]*)\)/m.exec(schemas)?.[1] ?? '';
    expect(sorted(codeSpans(privateBullet))).toEqual(tablesIn('private'));
  });

  it('RLS is on for every public table, as section 4 says', () => {
    for (const name of tablesIn('public')) {
      expect(SCHEMA_SQL, `RLS on public.${name}`).toMatch(
        new RegExp(`alter table public\\.${name} enable row level security`),
      );
    }
  });

  it('the tables that move the read version are those with its trigger', () => {
    const text = section(ARCHITECTURE, 'Conditional and compressed answers');
    const sentence = /as any\s+write to([\s\S]*?)so it moves/.exec(text)?.[1] ?? '';
    const triggered = [
      ...SCHEMA_SQL.matchAll(/^CREATE TRIGGER bump_read_version\w* [^;]*? ON public\.(\w+) /gm),
    ];
    expect(sorted(codeSpans(withoutAsides(sentence)))).toEqual(
      sorted(triggered.map((match) => match[1] ?? '')),
    );
  });

  it('docs/testing.md has a row for every pgTAP file, and none for a file that does not exist', () => {
    const rows = column(table(section(TESTING, 'The database suite'), 'file'), 'file');
    expect(sorted(rows.map((cell) => pgtapName(codeSpans(cell)[0] ?? cell)))).toEqual(sorted(PGTAP_NAMES));
  });

  it('the rule tables name only pgTAP files that exist, and architecture section 3 names every one that proves a rule', () => {
    const named = (rules: typeof ruleTable) =>
      column(rules, 'pgTAP').flatMap((cell) =>
        codeSpans(cell).filter((span) => scriptOf(span) === undefined),
      );
    for (const name of [...named(ruleTable), ...named(readmeRules)]) expect(PGTAP_NAMES).toContain(name);
    expect(sorted(named(ruleTable))).toEqual(PGTAP_NAMES.filter((name) => name !== PGTAP_SETUP));
  });

  it('the rule tables name only migrations that exist, and architecture section 3 names every migration', () => {
    const named = (rules: typeof ruleTable) => column(rules, 'migration').flatMap((cell) => codeSpans(cell));
    for (const name of [...named(ruleTable), ...named(readmeRules)]) {
      expect(migrationNamed(name), `the migration ${name}`).toHaveLength(1);
    }
    expect(sorted(named(ruleTable).flatMap(migrationNamed))).toEqual(sorted(MIGRATION_NAMES));
  });

  it('every migration the prose names exists', () => {
    const missing: string[] = [];
    for (const doc of documents()) {
      const text = withoutFences(read(doc));
      for (const [, name = ''] of text.matchAll(/\bmigrations? `(\w+)`/g)) {
        if (!MIGRATION_NAMES.includes(name.replace(/^\d{14}_/, ''))) missing.push(`${doc}: ${name}`);
      }
      for (const [, name = ''] of text.matchAll(/`\.\.\._(\w+)\.sql`/g)) {
        if (!MIGRATION_NAMES.includes(name)) missing.push(`${doc}: ..._${name}.sql`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the layout the documents draw', () => {
  const spa = treeEntries(fences(section(ARCHITECTURE, '5.'))[0] ?? '');
  const api = treeEntries(fences(section(ARCHITECTURE, '6.'))[0] ?? '');
  const entry = (entries: typeof api, name: string) => {
    const found = entries.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no "${name}" in the tree block`);
    return found.description;
  };
  const list = (text: string) =>
    withoutAsides(text)
      .split(';')[0]
      ?.split(/,\s*|\s+and\s+/)
      .map((item) => item.trim())
      .filter(Boolean) ?? [];

  it('architecture section 5 names every feature folder', () => {
    expect(sorted(list(entry(spa, 'features/<name>/')))).toEqual(foldersIn('src/features'));
  });

  it('architecture section 6 names every resource folder of the API, every common piece and every shared file', () => {
    const routes = 'supabase/functions/api/routes';
    expect(sorted(list(entry(api, 'api/routes/<resource>/')))).toEqual(
      foldersIn(routes).filter((name) => name !== 'common'),
    );
    expect(sorted(entry(api, 'api/routes/common/').match(/[\w.-]+\.ts\b/g) ?? [])).toEqual(
      filesIn(`${routes}/common`),
    );
    const apiFiles = api
      .filter((candidate) => /^api\/[^/]+$/.test(candidate.name.split(',')[0] ?? ''))
      .flatMap((candidate) => candidate.name.split(/,\s*/).map((name) => name.replace(/^api\//, '')));
    expect(sorted(apiFiles)).toEqual(filesIn('supabase/functions/api'));
    const routeFiles = api.filter((candidate) => /^api\/routes\/[^/]+\.ts$/.test(candidate.name));
    expect(sorted(routeFiles.map((candidate) => candidate.name.slice('api/routes/'.length)))).toEqual(
      filesIn(routes),
    );
    const shared = api.filter((candidate) => candidate.name.startsWith('_shared/'));
    expect(sorted(shared.map((candidate) => candidate.name.slice('_shared/'.length)))).toEqual(
      sorted([
        ...filesIn('supabase/functions/_shared'),
        ...foldersIn('supabase/functions/_shared').map((name) => `${name}/`),
      ]),
    );
  });

  it('the trees of architecture sections 5 and 6 name files and folders that exist', () => {
    const missing: string[] = [];
    for (const title of ['5.', '6.']) {
      const block = fences(section(ARCHITECTURE, title))[0] ?? '';
      const root = block.split('\n')[0]?.trim() ?? '';
      const entries = treeEntries(block.split('\n').slice(1).join('\n'));
      const top = Math.min(...entries.map((entry) => entry.indent));
      let parent = root;
      for (const { name, description, indent } of entries) {
        // An entry indented under a folder (`      api/` under `features/<name>/`) is inside it.
        const nested = indent > top;
        const base = nested ? parent : root;
        let folder = base;
        for (const piece of name.split(/,\s*/)) {
          const candidate = piece.includes('/') ? base + piece : folder + piece;
          if (!existsInRepository(candidate)) missing.push(candidate);
          folder = candidate.endsWith('/') ? candidate : `${path.posix.dirname(candidate)}/`;
        }
        if (!nested && name.endsWith('/')) parent = root + name;
        for (const file of description.match(/[\w./<>*-]+\.tsx?\b/g) ?? []) {
          if (locate(file, 'docs/architecture.md', [folder]) === undefined)
            missing.push(`${file} (in ${name})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('the shared code ESLint keeps apart from the features is every folder of src/ but app and features', () => {
    const layers = /shared code \(([^)]*)\)/.exec(section(ARCHITECTURE, '5.'))?.[1] ?? '';
    expect(sorted(codeSpans(layers))).toEqual(
      foldersIn('src').filter((name) => !['app', 'features'].includes(name)),
    );
  });

  it("the SPA's routes in product-spec section 2 and README's screen table are those of src/config/paths.ts", () => {
    const declared = sorted(
      [...read('src/config/paths.ts').matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1] ?? ''),
    );
    // `/idea/{id}` is `/idea/:id`; `/welcome?next=...` is `/welcome`.
    const routesIn = (cells: string[]) =>
      sorted(
        cells
          .flatMap((cell) => codeSpans(cell))
          .filter((span) => span.startsWith('/'))
          .map((span) => span.replace(/\?.*$/, '').replace(/\{(\w+)\}/g, ':$1')),
      );
    const spec = read('docs/product-spec.md');
    expect(routesIn(column(table(section(spec, 'Route table'), 'Route'), 'Route'))).toEqual(declared);
    expect(routesIn(column(table(README, 'screen'), 'URL'))).toEqual(declared);
  });

  it("README's screen table names every route file", () => {
    const files = column(table(README, 'screen'), 'route file').flatMap((cell) => codeSpans(cell));
    expect(sorted(files)).toEqual(filesIn('src/app/routes', (name) => !name.includes('.test.')));
  });

  it("README's folder list names folders and files that exist", () => {
    const block = fences(section(README, 'Folders'))[0] ?? '';
    const named = block
      .split('\n')
      .filter((line) => /^\S/.test(line))
      .map((line) => line.split(/\s+/)[0] ?? '');
    expect(named.filter((name) => !existsInRepository(name))).toEqual([]);
  });
});

describe('the endpoints', () => {
  const SPEC = read('docs/product-spec.md');
  const key = (method: string, path: string) => `${method} ${path}`;
  const declared = sorted(ROUTES.map(({ route, path }) => key(route.method, path)));

  /**
   * The endpoints named in some cells, each `METHOD /api/path` in a code span of its own. A span that only starts
   * like one (`.../publish`, `GET`, `/api/me`) fails: a shorthand is what a reader, and this check, cannot follow.
   */
  function endpoints(cells: string[]): { named: string[]; shorthand: string[] } {
    const spans = cells.flatMap((cell) => codeSpans(cell));
    const named = spans.filter((span) => /^(GET|POST|PUT|PATCH|DELETE) \/api(\/[\w{}.-]+)*$/.test(span));
    const shorthand = spans.filter(
      (span) => !named.includes(span) && /^(GET|POST|PUT|PATCH|DELETE)\b|^\.\.\.\/|^\/api\//.test(span),
    );
    return { named, shorthand };
  }

  it("README's endpoint table names every route routes/contracts.ts declares, each once, and no other", () => {
    const { named, shorthand } = endpoints(
      column(table(section(README, 'Where things are'), 'endpoint'), 'endpoint'),
    );
    expect(shorthand).toEqual([]);
    expect(named.length, 'each route once').toBe(new Set(named).size);
    expect(sorted(named)).toEqual(declared);
  });

  it("docs/product-spec.md's REST API table names every route the contracts declare, each once, and no other", () => {
    const { named, shorthand } = endpoints(
      column(table(section(SPEC, 'The REST API'), 'Method and path'), 'Method'),
    );
    expect(shorthand).toEqual([]);
    expect(named.length, 'each route once').toBe(new Set(named).size);
    expect(sorted(named)).toEqual(declared);
  });

  it("each row of docs/product-spec.md's REST API table names one route and exactly the statuses of its contract", () => {
    const rows = table(section(SPEC, 'The REST API'), 'Method and path');
    const wrong: string[] = [];
    for (const [endpoint = '', , statuses = ''] of rows.rows) {
      const { named } = endpoints([endpoint]);
      const listed = ROUTES.find(
        ({ route, path }) => named.length === 1 && key(route.method, path) === named[0],
      );
      const documented = sorted(statuses.match(/\b[1-5]\d\d\b/g) ?? []);
      const declaredStatuses = sorted((listed?.route.statuses ?? []).map(String));
      if (documented.join() !== declaredStatuses.join()) {
        wrong.push(
          `${endpoint}: ${documented.join(', ')} where the contract says ${declaredStatuses.join(', ')}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the sweep and the authorisation-first test, which docs/testing.md says cover what the contracts declare, read them', () => {
    expect(TESTING).toMatch(/fast-check runs \(seed \d+\) over every endpoint the route contracts declare/);
    expect(TESTING).toMatch(/`authorisation-first` \(on every write endpoint the route contracts\s+declare/);
    for (const file of ['tests/resilience/malformed.ts', 'tests/api/authorisation-first.test.ts']) {
      expect(takesRoutesFromContracts(file), `${file} takes its routes from routes/contracts.ts`).toBe(true);
    }
  });

  it('the conditional GETs docs/product-spec.md lists are those whose contract is conditional', () => {
    const list = /^Caching headers:([\s\S]*?): those whose/m.exec(section(SPEC, 'The REST API'))?.[1] ?? '';
    const conditional = ROUTES.filter(({ route }) => route.conditional).map(({ route, path }) =>
      key(route.method, path),
    );
    expect(sorted(codeSpans(list))).toEqual(sorted(conditional));
  });
});

/* Section - paths */

/** Extensions that make a code span without a slash a file name. */
const FILE_NAME = /^[\w*<>{}-][\w.*<>{},-]*\.(ts|tsx|js|mjs|cjs|json|sql|md|toml|html|sh|css|lock)$/;
const MEDIA_TYPE = /^(text|multipart|application|image)\/[\w.+-]+$/;
/** Code spans shaped like paths that name something else. */
const NOT_PATHS = new Set([
  'socialMedia.twitter/linkedin/instagram', // three form fields
  'ppt/', // the folder inside a PPTX file that tells it from any zip
]);
/**
 * Where the documents abbreviate from: `features/ideas/api/get-idea.ts` is under src/, `_shared/db.ts` under
 * supabase/functions/, `routes/common/guards.ts` under the API function, `db/` under stack/.
 */
const ABBREVIATED_FROM = [
  'src/',
  'supabase/functions/',
  'supabase/functions/api/',
  'supabase/functions/api/routes/',
];
const ABBREVIATED_TOO = ['stack/', 'tests/'];

function pathLike(span: string): boolean {
  if (!/^[\w.\-/*<>{},]+$/.test(span)) return false;
  // `/api/ideas` is an endpoint, `<SUPABASE_URL>/functions/v1/api` an address, `.../publish` the end of one.
  if (/^(\/|<|\.\.\.)/.test(span) || MEDIA_TYPE.test(span) || NOT_PATHS.has(span)) return false;
  return span.includes('/') || FILE_NAME.test(span);
}

/**
 * Where a path a document names is, if anywhere: from the document's folder (`../`), the root, the folder a table
 * column's header gives, the folder of a path named before it in the same paragraph or cell, or a folder the
 * documents abbreviate from. A file name alone may be anywhere. A path git ignores is one a run makes (`dist/`).
 */
function locate(span: string, doc: string, bases: string[]): string | undefined {
  if (span.startsWith('../') || span.startsWith('./')) {
    const resolved = path.posix.join(path.posix.dirname(doc), span);
    return existsInRepository(resolved) ? resolved : undefined;
  }
  if (!span.includes('/')) return existsInRepository(`**/${span}`) ? span : undefined;
  const found = ['', ...bases, ...ABBREVIATED_FROM, ...ABBREVIATED_TOO].find((base) =>
    existsInRepository(base + span),
  );
  if (found !== undefined) return found + span;
  // Unanchored patterns in .gitignore (`dist/`) match at any depth: only the root and the block's own folders count.
  return ['', ...bases].map((base) => base + span).find((candidate) => ignoredByGit(candidate));
}

/** The paragraphs and table cells of a document, each with the folders its table header gives. */
function blocks(text: string): { text: string; bases: string[] }[] {
  const result: { text: string; bases: string[] }[] = [];
  for (const { header, rows } of tables(text)) {
    const bases = header.map((cell) => codeSpans(cell).filter((span) => span.endsWith('/')));
    for (const row of rows)
      row.forEach((cell, index) => result.push({ text: cell, bases: bases[index] ?? [] }));
  }
  const prose = withoutFences(text)
    .split('\n')
    .filter((line) => !line.startsWith('|'))
    .join('\n');
  for (const part of prose.split(/\n\s*\n/)) result.push({ text: part, bases: [] });
  return result;
}

describe('the paths the documents name', () => {
  // decisions.md records each decision as it was taken: a file named there may since have gone, and stays named.
  it.each(documents().filter((doc) => doc !== 'docs/decisions.md'))(
    'every file and folder %s names in backticks exists',
    (doc) => {
      const missing: string[] = [];
      for (const block of blocks(read(doc))) {
        const bases = [...block.bases];
        for (const span of codeSpans(block.text).filter(pathLike)) {
          const found = locate(span, doc, bases);
          if (found === undefined) missing.push(span);
          else if (found.includes('/'))
            bases.push(found.endsWith('/') ? found : `${path.posix.dirname(found)}/`);
        }
      }
      expect(missing).toEqual([]);
    },
  );

  it.each(documents())('every link in %s leads to a file and a heading that exist', (doc) => {
    const broken: string[] = [];
    const text = withoutFences(read(doc));
    for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?|mailto):/.test(target)) continue;
      const [file = '', anchor] = target.split('#');
      const resolved = file ? path.posix.join(path.posix.dirname(doc), file) : doc;
      if (!existsInRepository(resolved)) broken.push(target);
      else if (anchor && resolved.endsWith('.md') && !anchors(read(resolved)).has(anchor))
        broken.push(target);
    }
    expect(broken).toEqual([]);
  });
});
