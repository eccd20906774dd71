// One flat config for the whole repository. Import boundaries follow docs/architecture.md: domain
// is pure; only web/src/lib and functions/src/data touch the Firebase SDKs; services know no HTTP.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const firebaseWeb = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Only web/src/lib may import the Firebase SDK; use a feature hook.',
};
const firebaseAdmin = {
  group: ['firebase-admin', 'firebase-admin/*'],
  message: 'Only functions/src/data may import firebase-admin.',
};
/** The rule that refuses imports matching any of `patterns` ({ group, message } each). */
const restrictImports = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      'emulator-data/**',
      'coverage/**',
      'test-results/**',
      'docs/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrictImports(firebaseWeb, firebaseAdmin),
    },
  },
  // The web app's layers: app -> features -> components / lib / theme -> domain. A feature uses
  // its own files freely and another feature only through that feature's index.ts.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['web/src/**/*', 'domain/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app' },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'components', pattern: 'web/src/components' },
        { type: 'lib', pattern: 'web/src/lib' },
        { type: 'theme', pattern: 'web/src/theme' },
        { type: 'domain', pattern: 'domain/src' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: {
                to: { element: { types: { anyOf: ['app', 'feature', 'components', 'lib', 'theme', 'domain'] } } },
              },
            },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { types: { anyOf: ['components', 'lib', 'theme', 'domain'] } } } },
                { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
                { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
              ],
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { types: { anyOf: ['components', 'theme', 'domain'] } } } },
            },
            {
              from: { element: { type: 'theme' } },
              allow: { to: { element: { types: { anyOf: ['theme', 'domain'] } } } },
            },
            { from: { element: { type: 'lib' } }, allow: { to: { element: { types: { anyOf: ['lib', 'domain'] } } } } },
          ],
        },
      ],
    },
  },
  // A feature's components reach data only through its api/ hooks (docs/architecture.md).
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    ignores: ['web/src/features/*/api/**'],
    rules: {
      'no-restricted-imports': restrictImports(
        firebaseWeb,
        firebaseAdmin,
        {
          group: ['**/lib/api.ts', '**/lib/api'],
          message: "Call the API through the feature's api/ hooks, not the client.",
        },
        {
          group: ['**/lib/live.ts', '**/lib/live', '**/lib/*-queries.ts', '**/lib/firestore.ts'],
          message: "Listen and write through the feature's api/ hooks, not lib's queries.",
        },
      ),
    },
  },
  {
    files: ['web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictImports(firebaseAdmin, {
        group: ['**/features/**', '**/app/**'],
        message: 'lib must not depend on features or app.',
      }),
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports(
        firebaseWeb,
        firebaseAdmin,
        {
          group: ['firebase-functions', 'firebase-functions/*', 'react', 'react-dom', 'node:*'],
          message: 'domain is pure: no Firebase, React or I/O.',
        },
        { group: ['**/web/**', '**/functions/**'], message: 'domain must not depend on web or functions.' },
      ),
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'domain never reads the clock: take `now` as a parameter.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'domain never reads the clock: take `now` as a parameter.',
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/data/**', 'functions/src/services/**'],
    rules: { 'no-restricted-imports': restrictImports(firebaseWeb, firebaseAdmin) },
  },
  // Services speak the program's terms: they throw services/errors.ts refusals, and only the HTTP
  // layer (functions/src/http) knows statuses, routes and requests.
  {
    files: ['functions/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports(firebaseWeb, firebaseAdmin, {
        group: ['**/http/**', 'express'],
        message: 'Services must not depend on the HTTP layer: throw services/errors.ts.',
      }),
    },
  },
  // A transaction that throws inside its callback leaves its rollback to a request the SDK does not
  // wait for; a trigger stopped meanwhile leaves the documents locked (docs/decisions.md).
  {
    files: ['functions/src/data/**/*.ts'],
    ignores: ['functions/src/data/transactions.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='runTransaction']",
          message: 'Run transactions through runCheckedTransaction (data/transactions.ts).',
        },
      ],
    },
  },
  prettier,
);
