/**
 * The lint rules of the gates (`npm run lint`, part of `npm test`). Each module sees the globals of
 * where it runs: the browser's in the code the browser loads, Node's on the server, at build time
 * and in the scripts, and only the language's own in the code both load (./eslint.globals.js).
 * src/ is linted with its types by typescript-eslint's `recommendedTypeChecked`; scripts/ and
 * tests/ with the typed promise rules (a floating promise in the server is a request that fails
 * unseen). The islands' hooks follow React's rules of hooks and exhaustive dependencies; JSX and
 * Astro markup the accessibility rules. Formatting is Prettier's job (prettier.config.js), not
 * ESLint's.
 */
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import { existsSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import { environments } from './eslint.globals.js';

/** The client scripts of .astro files, which ESLint sees as virtual files inside them. */
const astroScripts = '**/*.astro/*.{js,ts}';
const browserCode = ['src/{islands,views,stores,browser}/**', astroScripts];
const sharedCode = ['src/{domain,i18n}/**', 'src/site.config.ts'];
/**
 * Code on Node that drives a browser and holds code the page runs: the tests (happy-dom in Vitest,
 * `page.evaluate` in Playwright) and the tools that measure pages in Chromium.
 */
const drivers = [
  '**/*.test.{ts,tsx}',
  '**/test-support*.ts',
  'tests/**',
  'scripts/**/{first-search,page-weight,pages}.ts',
];

/**
 * The types of Astro's modules (`astro:content`, `import.meta.env`) are written by `astro sync`,
 * which `npm run check` runs; without them the typed rules would see `any` everywhere Astro is used.
 */
if (!existsSync(new URL('.astro/types.d.ts', import.meta.url)))
  throw new Error('.astro/types.d.ts is missing: run `npm run check` once, then lint.');

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
  tseslint.configs.recommended,
  {
    // The shop's own code, with its types. The .astro files' scripts are left to the untyped
    // rules: TypeScript's project does not hold them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [astroScripts],
    extends: [tseslint.configs.recommendedTypeChecked],
    rules: {
      // An async function without an await is how this code keeps a promise-returning interface
      // over synchronous work (the in-memory route store, test doubles of fetch and the stores):
      // `async` turns a throw into a rejection, which is what the interface's callers handle.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // With the types everywhere else too: a promise nobody awaits or catches (a server request
    // failing unseen), a promise where a callback's result is ignored, an await on what is not a
    // promise, an assertion that changes nothing.
    files: ['**/*.{ts,tsx}'],
    ignores: [astroScripts],
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
  astro.configs.recommended,
  // Astro's accessibility rules wrap jsx-a11y's for its markup; the islands' JSX takes jsx-a11y's
  // own.
  { plugins: { 'jsx-a11y': jsxA11y } },
  { files: ['**/*.astro'], rules: astro.configs['jsx-a11y-recommended'].at(-1).rules },
  { files: ['**/*.tsx'], rules: jsxA11y.flatConfigs.recommended.rules },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // What the browser loads: the islands, their views and stores, the browser scripts and the
    // client scripts of .astro files.
    files: browserCode,
    ignores: drivers,
    ...environments.browser,
  },
  {
    // What the browser and the server both load: the domain, the words and formats, the site's
    // configuration.
    files: sharedCode,
    ignores: drivers,
    ...environments.shared,
  },
  {
    // Everything else runs on Node: the server, the portal client, the build and its
    // integrations, the pages' and components' frontmatter, scripts/ (wherever a tool's folder
    // sits in it) and the configuration files.
    files: ['**/*.{js,mjs,cjs,ts,tsx,astro}'],
    ignores: [...drivers, ...browserCode, ...sharedCode],
    ...environments.node,
  },
  { files: drivers, ...environments.driver },
);
