// One lint configuration for the whole repository. Besides typescript-eslint's strict type-checked
// rules it enforces the dependency direction of ARCHITECTURE.md §2: `domain` is pure and imports
// nothing of ours, `contracts` depends on zod only, and no package reaches into an app.
// The server's layers and the test-kit rule are in eslint.layers.js (eslint-plugin-boundaries).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layerRules } from './eslint.layers.js';

const nodeBuiltins = [
  'assert',
  'buffer',
  'child_process',
  'crypto',
  'dns',
  'events',
  'fs',
  'fs/promises',
  'http',
  'https',
  'net',
  'os',
  'path',
  'perf_hooks',
  'process',
  'stream',
  'timers',
  'tls',
  'url',
  'util',
  'worker_threads',
  'zlib',
];
const noNodeImports = [
  { group: ['node:*', ...nodeBuiltins], message: 'This package must not use Node APIs.' },
];
// The web app runs in the browser and talks to the server over the wire only (contracts), so nothing
// of the server may end up in its bundle, neither by package name nor by a relative path.
const noServerImports = [
  {
    group: ['@baro/server', '@baro/server/*', '**/apps/server', '**/apps/server/**', '**/server/src/**'],
    message: 'The web app never imports the server: use the contracts.',
  },
];
// The same Node modules by exact name: a pattern such as 'http' would also catch a folder of ours
// that happens to share the name (`./events/`, `../http/`).
const noNodeModulePaths = nodeBuiltins.map((name) => ({ name, message: 'The browser bundle has no Node.' }));
const noAppImports = [
  {
    group: ['@baro/server', '@baro/server/*', '@baro/web', '@baro/web/*', '@baro/bench'],
    message: 'Packages never import apps.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.tsbuild/**',
      'data/**',
      'coverage/**',
      'apps/web/dist/**',
      'apps/web/dev-dist/**',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true, allowNullish: true },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@baro/*'], message: 'domain imports nothing of ours.' },
            { group: ['zod'], message: 'domain has no dependencies.' },
            ...noNodeImports,
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'setTimeout',
        'setInterval',
        'setImmediate',
        'queueMicrotask',
        'process',
        'window',
        'document',
        'fetch',
        'performance',
        'crypto',
        'Buffer',
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'domain takes time as an argument.' },
        { object: 'Math', property: 'random', message: 'domain takes randomness as an argument.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'domain takes time as an argument.',
        },
        {
          selector: 'FunctionDeclaration[async=true], ArrowFunctionExpression[async=true]',
          message: 'domain is synchronous.',
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@baro/*'], message: 'contracts depends on zod only.' }, ...noNodeImports] },
      ],
    },
  },
  {
    files: ['packages/testkit/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: noAppImports }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: noServerImports }] },
  },
  {
    // The browser bundle has no Node: only the build configuration and its scripts may use it.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noNodeModulePaths,
          patterns: [...noServerImports, { group: ['node:*'], message: 'The browser bundle has no Node.' }],
        },
      ],
    },
  },
  {
    // Tests run in Node and may stand up a real HTTP server for the client to talk to.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: noServerImports }] },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  ...layerRules,
  {
    // Tool configuration files are read by their tools through a default export.
    files: ['**/*.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
