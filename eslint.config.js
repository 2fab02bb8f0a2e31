import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Imports flow one way: web/ and server/ never import each other; common/ imports neither.
// ESLint's own rule is enough here: every cross-folder import is relative, so a pattern on the
// path segment catches it without a resolver plugin.
function forbidImportsOf(folders, message) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: folders.map((folder) => ({
          group: [`**/${folder}/**`, `**/${folder}`],
          message,
        })),
      },
    ],
  };
}

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
  { files: ['web/**'], rules: forbidImportsOf(['server'], 'web/ must not import server/ code.') },
  {
    // Plain scripts the browser runs as they are (web/public/boot.js).
    files: ['web/public/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { document: 'readonly', requestAnimationFrame: 'readonly', setTimeout: 'readonly' },
    },
  },
  { files: ['server/**'], rules: forbidImportsOf(['web'], 'server/ must not import web/ code.') },
  {
    files: ['common/**'],
    rules: forbidImportsOf(['server', 'web'], 'common/ imports neither side.'),
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
