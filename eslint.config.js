import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/**
 * The architecture's boundaries, enforced with eslint-plugin-import-x: the maintained fork of
 * eslint-plugin-import written for flat config and typescript-eslint 8, with a native resolver
 * (unrs-resolver) that follows package `exports` and workspace links to the real file. So a rule
 * about a folder holds whether that folder is reached by a relative path or by its package name.
 *
 * The kit: `widgets/ui` (`@portfolio/ui`). The widgets: every other folder under `widgets/`.
 */
const ROOT = import.meta.dirname;
const KIT = 'ui';
const WIDGETS = readdirSync(`${ROOT}/widgets`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== KIT)
  .map((entry) => entry.name);

/** Where a file may import from; each zone forbids `target` to import anything in `from`. */
const zones = [
  // A widget imports no other widget: of the workspace, only itself, the kit and `contracts`.
  ...WIDGETS.map((widget) => ({
    target: `widgets/${widget}`,
    from: 'widgets',
    except: [`./${widget}`, `./${KIT}`],
    message: `A widget imports no other widget; share code through the kit (@portfolio/ui).`,
  })),
  // The kit is below every widget: it imports no widget.
  {
    target: `widgets/${KIT}`,
    from: 'widgets',
    except: [`./${KIT}`],
    message: 'The kit (@portfolio/ui) imports no widget.',
  },
  // Widgets and the kit run inside any host page: they import neither the host nor the BFF.
  {
    target: 'widgets',
    from: ['host', 'bff'],
    message: 'Widgets import neither the host nor the BFF; they talk to the BFF over HTTP.',
  },
  // Nor does the host, which also runs in the browser.
  {
    target: 'host',
    from: 'bff',
    message: 'The host talks to the BFF over HTTP only.',
  },
  // The host loads widgets at run time through the registry (Module Federation), never by import;
  // of `widgets/` it may import only the kit.
  {
    target: 'host',
    from: 'widgets',
    except: [`./${KIT}`],
    message: 'The host reaches widgets only through the registry at run time; import the kit only.',
  },
  // The BFF imports no frontend code. The repository's knexfile is the BFF's too.
  {
    target: ['bff', 'knexfile.ts'],
    from: ['widgets', 'host'],
    message: 'The BFF imports no frontend code (widgets, kit, host).',
  },
  // Services return rows; the routes (and jobs) that call them present the rows.
  {
    target: 'bff/src/services',
    from: 'bff/src/presenters',
    message: 'Services return rows; the route presents them (bff/src/presenters).',
  },
  // `contracts` is the bottom layer: no relative path out of it (packages: see below).
  {
    target: 'contracts',
    from: ['bff', 'host', 'widgets', 'e2e', 'bench', 'scripts', 'storybook'],
    message: '`contracts` imports only TypeBox.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '**/mockServiceWorker.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{js,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Imports name their .ts/.tsx file or leave the extension out; both resolve, and those
      // files are parsed with typescript-eslint's parser to follow their imports (no-cycle).
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Dependencies are not parsed: a cycle can only run through the project's own files.
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      // Every import resolves, so no import escapes the zones below by not being found.
      'import-x/no-unresolved': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }],
      // No module imports itself back through a chain of value imports. `import type` is erased
      // at build time and is not followed by this rule. It walks the whole tree: about a fifth of
      // the lint's time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Components stay small enough to read in one sitting: a file at most 400 lines, a function
    // (a React component or its helpers) at most 150. Tests and stories are data-shaped and
    // exempt.
    files: ['widgets/**/*.tsx', 'host/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The Objection models name each other in their `relationMappings` thunks, which Objection
    // resolves at the first query: the one cycle by design. Nothing outside `models/` joins it.
    files: ['bff/src/models/**'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // A kit subpath (`@portfolio/ui/badges`, `/toolbar`, …) is bundled into the widget that uses
    // it, while the main entry is shared at run time: a path into the main entry's folders
    // would bundle a second copy of them (the theme, a component) into that widget's chunk.
    files: [
      'widgets/ui/src/{badges,choices,clipboard,evidence,forms,history,incidents,lists,pages,project-form,questions,toolbar}/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(api|components|data|icons|print|theme|time|widget)(/|$)',
              message:
                "A kit subpath takes the main entry's pieces from '@portfolio/ui', not by path.",
            },
          ],
        },
      ],
    },
  },
  {
    // `contracts` is shared by the BFF and every frontend: its only package is TypeBox
    // (its tests may use vitest). No node built-ins, no framework.
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/|@sinclair/typebox(/|$))',
              message: '`contracts` imports only TypeBox.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contracts/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/|@sinclair/typebox(/|$)|vitest$)',
              message: '`contracts` imports only TypeBox (its tests: and vitest).',
            },
          ],
        },
      ],
    },
  },
);
