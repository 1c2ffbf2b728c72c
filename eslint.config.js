import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { layerZones } from './eslint.layers.js';

/** Test files and test support: they may reach across layers to exercise what they test. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test-support/**', '**/*test-utils.{ts,tsx}', '**/test-*.{ts,tsx}', 'src/forms/test-support/**'];

export default tseslint.config(
  { ignores: ['dist', '.build-*', 'node_modules', 'coverage', 'bench/results', '.data*', '.tmp'] },
  js.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  ...tseslint.configs.recommended,
  {
    // The layers (eslint.layers.js): every pair of folders closed unless allowed, static and
    // dynamic imports alike, resolved like TypeScript resolves them; no import cycle.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'tests/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    // Node's own modules run on the server and in the tools, never in code a browser may load.
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-nodejs-modules': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // No silent catch {}: an empty catch block hides failures the house rules want loud.
      'no-empty': ['error', { allowEmptyCatch: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The layers (docs/architecture.md), enforced: scripts/layer-rules.test.ts proves each rule fails.
  {
    // The engine renders any site's page configs: it knows neither this site nor its blocks.
    files: ['src/engine/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(site|blocks)(/|$)|(^|/)app(\\.tsx)?$|^virtual:site-config$',
              message: 'The engine knows no site and no block: take what it needs as a parameter (src/engine stays site-free).',
            },
          ],
        },
      ],
    },
  },
  {
    // A block is its own folder: what two blocks share lives in src/blocks/shared.
    files: ['src/blocks/*/**/*.{ts,tsx}'],
    ignores: ['src/blocks/shared/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!shared(/|$)|registry(\\.ts)?$|\\.\\./)|(^|/)blocks/(?!shared(/|$))',
              message: 'A block does not import another block: move what both need to src/blocks/shared.',
            },
            {
              regex: '(^|/)site(/|$)|^virtual:site-config$',
              message: "A block does not import src/site: read the site's settings with useSiteSettings() (src/blocks/shared/site-settings), which the app provides.",
            },
          ],
        },
      ],
    },
  },
  {
    // Shared block pieces read the site's settings the same way as the blocks do.
    files: ['src/blocks/shared/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)site(/|$)|^virtual:site-config$',
              message: "A block does not import src/site: read the site's settings with useSiteSettings() (src/blocks/shared/site-settings), which the app provides.",
            },
          ],
        },
      ],
    },
  },
  {
    // A block's component hydrates without its schema (decision 006): types from it only.
    files: ['src/blocks/*/*.tsx'],
    ignores: ['src/blocks/*/*.test.tsx', 'src/blocks/shared/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./(schema|index)(\\.tsx?)?$',
              allowTypeImports: true,
              message: "A block's component imports only types from its schema and index (import type): their values bring zod to the page.",
            },
            {
              regex: '^\\.\\./(?!shared(/|$)|registry(\\.ts)?$|\\.\\./)|(^|/)blocks/(?!shared(/|$))',
              message: 'A block does not import another block: move what both need to src/blocks/shared.',
            },
            {
              regex: '(^|/)site(/|$)|^virtual:site-config$',
              message: "A block does not import src/site: read the site's settings with useSiteSettings() (src/blocks/shared/site-settings), which the app provides.",
            },
          ],
        },
      ],
    },
  },
  {
    // The content contract is what the browser, the forms and the server share: it imports none of them.
    files: ['src/content/contract/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(forms|blocks|site)(/|$)|^(\\.\\./)+(server|scripts)(/|$)',
              message: 'The content contract imports no form, block, site, server or script code: what they share lives in src/content/contract.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server runs without the repository's tools: it imports nothing under scripts/.
    files: ['server/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)scripts(/|$)',
              message: 'The server imports no script: move what both need into src/ or server/.',
            },
          ],
        },
      ],
    },
  },
);
