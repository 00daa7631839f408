// @ts-check
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
