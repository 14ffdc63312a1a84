/**
 * The lint rules of the gates (`npm run lint`, part of `npm test`). TypeScript is linted with its
 * types on src/, scripts/ and tests/ (a floating promise in the server is a request that fails
 * unseen); the islands' hooks by React's rules of hooks and exhaustive dependencies; JSX and Astro
 * markup by the accessibility rules. Formatting is Prettier's job (prettier.config.js), not ESLint's.
 */
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'dist.*/', 'releases/', '.astro/', '.demo-portal/', 'test-results/', 'playwright-report/', 'public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  ...astro.configs.recommended,
  // Astro's accessibility rules wrap jsx-a11y's for its markup; the islands' JSX takes jsx-a11y's own.
  { plugins: { 'jsx-a11y': jsxA11y } },
  { files: ['**/*.astro'], rules: astro.configs['jsx-a11y-recommended'].at(-1).rules },
  { files: ['**/*.tsx'], rules: jsxA11y.flatConfigs.recommended.rules },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
