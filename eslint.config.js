// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The same rule for static imports (patterns) and for `import()` (a regular expression over the path).
 * @param {string[]} group @param {RegExp} dynamic @param {string} message
 * @returns {import('eslint').Linter.RulesRecord}
 */
const restrict = (group, dynamic, message) => ({
  'no-restricted-imports': /** @type {const} */ (['error', { patterns: [{ group, message }] }]),
  'no-restricted-syntax': /** @type {const} */ ([
    'error',
    { selector: `ImportExpression[source.value=${String(dynamic)}]`, message },
  ]),
});

/** @returns {import('eslint').Linter.Config[]} */
function spaLayerRules() {
  // Relative paths climbing out of a folder would slip past the alias patterns: use `@/...` instead.
  const upward = ['../*', '../**'];
  return [
    {
      files: ['src/**/*.{ts,tsx}'],
      ignores: ['src/features/**', 'src/app/**', 'src/main.tsx'],
      rules: restrict(
        ['@/features', '@/features/**', '@/app', '@/app/**', ...upward],
        /^(@\/(features|app)([/]|$)|\.\.[/])/,
        'Shared code (src/components, lib, ...) imports no feature and not the app.',
      ),
    },
    ...FEATURES.map((feature) => ({
      files: [`src/features/${feature}/**/*.{ts,tsx}`],
      rules: restrict(
        ['@/features/*', `!@/features/${feature}`, '@/app', '@/app/**', ...upward],
        new RegExp(`^(@/features/(?!${feature}/)|@/app([/]|$)|\\.\\./)`),
        `A feature imports shared code and itself only: move what two features need to shared code, or compose the features in src/app.`,
      ),
    })),
    {
      files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx'],
      rules: restrict(upward, /^\.\.[/]/, 'Import through `@/...`.'),
    },
  ];
}

export default defineConfig([
  globalIgnores([
    'dist',
    'node_modules',
    '.data',
    'coverage',
    'playwright-report',
    'test-results',
    // Deno code, checked by Deno.
    'supabase/functions',
    'stack/functions/main.ts',
  ]),
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports' },
      ],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      // As TypeScript's noUnusedParameters: a leading underscore marks a name that is unused on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], pluginQuery.configs['flat/recommended']],
    languageOptions: {
      globals: globals.browser,
    },
  },
  // The SPA's layers (docs/architecture.md): shared code (components, config, hooks, lib, testing, theme, types,
  // utils) -> features -> app. A feature imports shared code and itself, never another feature or the app;
  // shared code imports neither; src/app composes features. One block per folder, since a later
  // no-restricted-imports setting replaces an earlier one for the same file.
  ...spaLayerRules(),
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      // Asymmetric matchers (expect.any(String), expect.objectContaining(...)) are typed `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    files: ['stack/**/*.ts', 'tests/**/*.ts', 'bench/**/*.ts', 'vite.config.ts', 'eslint.config.js'],
    languageOptions: {
      globals: globals.node,
    },
  },
  {
    // Tests and benchmarks use the local stack through its public entry only, so its inner files can change
    // without touching them. The stack's own tests (tests/stack) and unit tests (tests/unit) test its parts.
    files: ['tests/**/*.ts', 'bench/**/*.ts'],
    ignores: ['tests/stack/**', 'tests/unit/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/stack/*/**', '**/stack/*.ts', '!**/stack/index.ts'],
              message:
                'Import the local stack from stack/index.ts (its public entry), not from its inner files.',
            },
          ],
        },
      ],
    },
  },
]);
