import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import boundaries from './eslint-rules/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-qa/',
      'dist-server/',
      'dist-qa-server/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      '**/generated/',
      '.data/',
      '.scratch/',
      'qa-out/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { betframe: { rules: { boundaries } }, 'simple-import-sort': simpleImportSort },
    rules: {
      'betframe/boundaries': 'error',
      // One import order everywhere (autofixed by `npm run format`): side effects, node builtins,
      // packages, our aliases (@machines/, @qa/, @/), then relative paths.
      'simple-import-sort/imports': [
        'error',
        {
          groups: [['^\\u0000'], ['^node:'], ['^@?\\w'], ['^@machines/', '^@qa/', '^@/'], ['^\\.']],
        },
      ],
      'simple-import-sort/exports': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // React Router's way to answer 404 from a loader is `throw data(null, { status: 404 })`, and to redirect `throw redirect(…)`.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
            { from: 'lib', name: 'Response' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'No barrel export *: import from the module itself.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Fastify route handlers are async by convention, awaiting or not.
    files: ['server/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Machines do no I/O: provide actors at runtime.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time comes in events or via the clock.' },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // act(async () => …) flushes React work even without an await inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['eslint.config.js', 'eslint-rules/**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Scripts the server hands to browsers as they are (the captcha stand-in): plain browser JS.
    files: ['server/**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
);
