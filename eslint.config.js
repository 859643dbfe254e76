// Lint rules for the whole workspace. Import boundaries follow docs/architecture.md:
// shared <- functions/web/infra; handlers -> domain -> data; web pages -> features -> components/lib.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// Read from disk so a new audience folder is fenced in without editing this list.
const pageNames = readdirSync(new URL('web/src/pages/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/cdk.out/**', '.local/**', 'bench/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin, 'check-file': checkFile },
    settings: {
      // The TypeScript resolver follows the workspace packages' exports (@thon/shared/..., @thon/functions/...)
      // to their source files, so the zones below see those imports; the node resolver alone does not.
      'import/resolver': {
        typescript: { project: ['tsconfig.json', '*/tsconfig.json'] },
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
      },
      // The files the import rules open to follow imports; by default only .js files. (Import cycles
      // are found by shared/test/workspace/import-cycles.test.ts: import/no-cycle walked each file's
      // whole graph again per file and had become most of the lint's time.)
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      // One naming style for every source file; middle extensions (.test, .e2e.test, .config) are kept as is.
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'import/no-relative-packages': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared',
              from: ['./functions', './web', './infra'],
              message: 'shared depends on nothing',
            },
            {
              target: './web',
              from: ['./functions', './infra'],
              message: 'web talks to the API, not to server code',
            },
            {
              target: './functions',
              from: ['./web', './infra'],
              message: 'functions never import web or infra',
            },
            { target: './functions/src/data', from: ['./functions/src/handlers', './functions/src/domain'] },
            {
              // Stored strings must outlive a change of the API's names: the data layer defines its
              // own (data/stored-values) and the domain maps them to the wire and back.
              target: './functions/src/data',
              from: './shared/src/api/schemas',
              message:
                'the data layer defines its stored values (data/stored-values); the domain maps them to the wire',
            },
            { target: './functions/src/domain', from: ['./functions/src/handlers'] },
            {
              target: ['./functions/src/domain', './functions/src/data'],
              from: './functions/src/platform/error-responses.ts',
              message:
                'domain and data throw domain errors (domain/errors.ts); only the platform picks status codes',
            },
            { target: './functions/src/platform', from: ['./functions/src/handlers'] },
            // The web is cut by domain (web/src/features/<domain>: its calls, components, routes);
            // audience pages (web/src/pages/<audience>) compose them; components and lib are the
            // generic kit every feature uses, so they know no feature and no page.
            {
              target: ['./web/src/components', './web/src/lib'],
              from: ['./web/src/features', './web/src/pages'],
              message: 'components and lib are generic: domain code belongs in web/src/features/<domain>',
            },
            {
              target: './web/src/features',
              from: './web/src/pages',
              message: 'a domain feature never imports an audience page; the page composes the feature',
            },
            ...pageNames.map((name) => ({
              target: `./web/src/pages/${name}`,
              from: './web/src/pages',
              except: [`./${name}`],
              message: 'audience pages do not import each other; move shared code to its domain feature',
            })),
          ],
        },
      ],
    },
  },
  {
    // The domain declares ports and is handed their implementations: no AWS SDK, no adapter, and no
    // call into the data layer (its record types may be imported as types; its stored-value lists
    // are plain constants). Handlers take their deps from composition/, never from data/.
    files: ['functions/src/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*'],
              message: 'the domain reaches AWS through its ports (domain/ports), implemented in platform/',
            },
            {
              regex: '(^|/)platform/',
              message:
                'the domain declares a port (domain/ports or <area>/ports.ts); platform/ implements it',
            },
            {
              regex: '(^|/)data/(?!stored-values/)',
              allowTypeImports: true,
              message:
                'the domain calls the data layer through its ports; record types only as `import type`',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/handlers/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)data/',
              message: 'a handler takes its deps from composition/, never from data/',
            },
          ],
        },
      ],
    },
  },
  {
    // Typed rules: a promise nobody awaits loses its errors (and, in a Lambda, may never run).
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // A function or a page bundles what it imports: the route table's index would pull every
    // area's schemas into each. Tests and tooling (infra, dev, bench) may use the whole table.
    files: ['functions/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@thon/shared/api/routes',
              message: "Import the area you call: '@thon/shared/api/routes/<area>'.",
            },
          ],
        },
      ],
    },
  },
  {
    // Same for the web: a page imports only the areas its feature calls (tests and the msw
    // handlers in web/src/testing may use the whole table).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@thon/shared/api/routes',
              message: "Import the area you call: '@thon/shared/api/routes/<area>'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  prettier,
);
