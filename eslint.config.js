import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { layersPlugin } from './scripts/lib/layers.mjs';

/** Layers (docs/architecture.md "Layers"): folders in scripts/lib/layers.mjs, packages here. */
const REACT_OR_STORES = {
  group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'nanostores', '@nanostores/*'],
  message: 'src/core is framework-free logic: no React and no store (move the code to src/stores or a component).',
};
const CLIENT_TREE = {
  group: ['react', 'react-dom', 'nanostores', '@nanostores/*'],
  message: 'The server uses no client framework (React, nanostores); shared facts go in contract/.',
};
const OUTSIDE_CONTRACT = {
  group: ['react', 'react-dom', 'nanostores', '@nanostores/*'],
  message: 'contract/ is shared by the element and the backend: no client framework.',
};

export default tseslint.config(
  { ignores: ['**/*.tmp.ts', '**/*.tmp.mjs', 'dist/', 'test-results/', 'dist-insights/', 'node_modules/', 'coverage/', 'content/*/images/', '.data/', 'studio/node_modules/', 'studio/dist/', 'studio/.sanity/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-floating-promises': ['error', {
        allowForKnownSafeCalls: [
          // node:test's describe/it/test return promises the runner awaits itself.
          { from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite'] },
        ],
      }],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description', 'ts-nocheck': true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  { files: ['**/*.{ts,tsx}'], plugins: { layers: layersPlugin }, rules: { 'layers/imports': 'error' } },
  { files: ['src/core/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [REACT_OR_STORES] }] } },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CLIENT_TREE] }] },
  },
  { files: ['contract/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [OUTSIDE_CONTRACT] }] } },
  {
    // @open-wc/testing's chai plugin types every `expect(…).to.equal(…)` as a promise (for its DOM
    // diffs), which this rule cannot tell apart from a real one: every assertion would be reported.
    files: ['test/browser/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      // Its 1 s default fails on a busy machine; test/support/wait.ts gives every condition 10 s.
      'no-restricted-imports': ['error', { paths: [{ name: '@open-wc/testing', importNames: ['waitUntil'], message: 'Use waitUntil from test/support/wait.ts.' }] }],
    },
  },
  { files: ['*.mjs', '*.js', 'scripts/**/*.mjs'], languageOptions: { globals: globals.node } },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'content/**/*.ts', 'test/**/*.ts', '**/*.test.ts'],
    rules: { 'no-console': 'off' },
  },
);
