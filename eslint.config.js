import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// Imports flow one way: web/ and server/ never import each other; common/ imports neither.
// ESLint's own rule is enough here: every cross-folder import is relative, so a pattern on the
// path segment catches it without a resolver plugin.
function forbidImportsOf(folders, message) {
  return folders.map((folder) => ({ group: [`**/${folder}/**`, `**/${folder}`], message }));
}

// no-restricted-imports takes one option list per file: the last config object that matches a
// file replaces the lists before it. Each zone below therefore repeats the lists of the zones
// that contain it, through this helper.
function restrictImports({ patterns = [], paths = [] }) {
  return { 'no-restricted-imports': ['error', { patterns, paths }] };
}

// Web zones (web/README.md): app → features → components, lib → ../common.
const webOutsideServer = forbidImportsOf(['server'], 'web/ must not import server/ code.');
// components/ and lib/ are the layers every screen builds on: they import no screen and no app.
const webBelowFeatures = [
  ...webOutsideServer,
  ...forbidImportsOf(
    ['features', 'app'],
    'web/components and web/lib import no feature and no app module: move what they need down.',
  ),
];
// A feature imports no other feature, except the shared perfume view (features/perfume). A
// relative path from web/features/<name>/ climbs one level per folder of depth; one more step up
// and into a name is another feature.
function otherFeatures(depth) {
  return {
    regex: `^(\\.\\./){${depth + 1}}(?!perfume(/|$))[\\w-]+(/|$)`,
    message:
      'A feature imports no other feature, except features/perfume: move what is shared into web/lib, web/components or features/perfume.',
  };
}
// Charts draw what they are given: no router (a chart calls back, the screen navigates).
const noRouter = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: 'Charts do not navigate: take a callback or an href from the screen.',
}));
const webFiles = 'web/**/*.{ts,tsx}';

// The server's layers, top to bottom (server/README.md): the entry and its wiring; routes and
// plugins; services; engines; the catalog; the database; the library. An import goes down, never
// up; the operator tools (catalog-tools) sit beside the server and nothing that serves imports
// them. Tests and contracts may reach across (they build what they test).
const engines = ['search', 'recommend', 'concepts', 'families', 'ingredients'].map(
  (folder) => `server/${folder}`,
);
const services = ['accounts', 'favourites', 'contact', 'analytics', 'metrics', 'mail'].map(
  (folder) => `server/${folder}`,
);
const webOnly = ['server/routes', 'server/plugins'];
const serverLayerZones = [
  ...engines.map((target) => ({
    target,
    from: [...webOnly, 'server/db', ...services],
    message: 'An engine computes over the catalog: no routes, plugins, services or database.',
  })),
  {
    target: 'server/catalog',
    from: [...engines, ...webOnly, ...services, 'server/catalog-tools'],
    message:
      'The catalog imports no engine, route, service or operator tool (the engines are handed in by server/main.ts).',
  },
  {
    target: 'server/db',
    from: ['server/catalog', ...engines, ...webOnly, ...services],
    message: 'The database layer imports only the library and common/.',
  },
  {
    target: 'server/lib',
    from: 'server',
    except: ['./lib'],
    message: 'server/lib is the bottom layer: it imports nothing else of the server.',
  },
  {
    target: ['server/!(catalog-tools)/**/*', 'server/*'],
    from: 'server/catalog-tools',
    message: 'Operator tools are run by their CLIs; nothing that serves requests imports them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  { files: ['web/**'], rules: restrictImports({ patterns: webOutsideServer }) },
  ...[0, 1, 2].map((depth) => ({
    files: [`web/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: restrictImports({ patterns: [...webOutsideServer, otherFeatures(depth)] }),
  })),
  {
    files: ['web/components/**', 'web/lib/**'],
    rules: restrictImports({ patterns: webBelowFeatures }),
  },
  {
    files: ['web/components/charts/**'],
    rules: restrictImports({ patterns: webBelowFeatures, paths: noRouter }),
  },
  {
    // Small units: a function reads in one screen, a file in one sitting (issue 27).
    files: [webFiles],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 600, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Tests (a describe block holds its cases), fixtures and data: legal texts, dictionaries.
    files: [
      'web/**/*.test.{ts,tsx}',
      'web/test/**',
      'web/locales/**',
      'web/features/legal/texts/**',
    ],
    rules: { 'max-lines-per-function': 'off', 'max-lines': 'off' },
  },
  {
    // Plain scripts the browser runs as they are (web/public/boot.js).
    files: ['web/public/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { document: 'readonly', requestAnimationFrame: 'readonly', setTimeout: 'readonly' },
    },
  },
  {
    files: ['server/**'],
    rules: restrictImports({
      patterns: forbidImportsOf(['web'], 'server/ must not import web/ code.'),
    }),
  },
  {
    // Engines are pure computations over the catalog: no HTTP framework either.
    files: engines.map((folder) => `${folder}/**`),
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**', '**/web'], message: 'server/ must not import web/ code.' },
            { group: ['fastify', 'fastify/*', '@fastify/*'], message: 'Engines know no HTTP.' },
          ],
        },
      ],
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // The modules that no-cycle follows are TypeScript: read with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.contract.ts', 'server/test-support/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverLayerZones }] },
  },
  {
    // No module may reach itself back through its imports, in any part of the repository.
    files: ['**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Units small enough to read whole (docs/decisions/041-one-direction-through-the-server.md).
    files: ['server/**/*.ts', 'common/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 600, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Tests and contracts read as a list of cases; the catalog generator is data and rules for
    // making a fake catalog, run by an operator only.
    files: ['**/*.test.ts', '**/*.contract.ts', 'server/catalog-tools/generate.ts'],
    rules: { 'max-lines-per-function': 'off', 'max-lines': 'off' },
  },
  {
    files: ['common/**'],
    rules: restrictImports({
      patterns: forbidImportsOf(['server', 'web'], 'common/ imports neither side.'),
    }),
  },
  {
    files: [
      'server/catalog-tools/cli/**',
      'server/db/cli/**',
      'bench/**',
      'scripts/**',
      'e2e/**',
      '.ci/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
