/**
 * The lint rules of the gates (`npm run lint`, part of `npm test`). TypeScript is linted with its
 * types on src/, scripts/ and tests/ (a floating promise in the server is a request that fails
 * unseen); the islands' hooks by React's rules of hooks and exhaustive dependencies; JSX and Astro
 * markup by the accessibility rules. Formatting is Prettier's job (prettier.config.js), not
 * ESLint's.
 */
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'dist.*/',
      'releases/',
      '.astro/',
      '.demo-portal/',
      'test-results/',
      'playwright-report/',
      'public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // With the types: a promise nobody awaits or catches (a server request failing unseen), a
    // promise where a callback's result is ignored, an await on what is not a promise, an assertion
    // that changes nothing.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    // The rules of hooks and complete effect dependencies, where the hooks are: the islands, their
    // views and the browser helpers islands call (elsewhere `use…` names no hook: the server's
    // route store, nanostores' test storage). The plugin's other rules check code for the React
    // Compiler, which the islands are not built with.
    files: ['src/{islands,views,browser}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...astro.configs.recommended,
  // Astro's accessibility rules wrap jsx-a11y's for its markup; the islands' JSX takes jsx-a11y's
  // own.
  { plugins: { 'jsx-a11y': jsxA11y } },
  { files: ['**/*.astro'], rules: astro.configs['jsx-a11y-recommended'].at(-1).rules },
  { files: ['**/*.tsx'], rules: jsxA11y.flatConfigs.recommended.rules },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
);
