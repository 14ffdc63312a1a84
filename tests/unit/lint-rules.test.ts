/**
 * The lint rules hold: planted code, linted by the project's own configuration (eslint.config.js)
 * at a path where it would live, is refused for reading a global where its module does not run,
 * and for what only the types show.
 */
import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
/**
 * The project's configuration; the planted files, which are not on disk, get the project's
 * compiler options through TypeScript's default project.
 */
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, 'eslint.config.js'),
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.astro/*'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*/*/{planted,Planted}*', '*/*/*/planted*'],
          defaultProject: 'tsconfig.json',
          // One default project for every planted file this test lints.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 100,
        },
      },
    },
  },
});

/** The problems ESLint finds in `code` at `file`, as `rule: message`. */
async function problems(file: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath: path.join(root, file) });
  return results.flatMap(({ messages }) =>
    messages.map(({ ruleId, message }) => `${ruleId ?? 'parser'}: ${message}`),
  );
}

const readsProcess = 'export const mode = process.env.NODE_ENV;\n';
const readsWindow = 'export const here = () => window.location.href;\n';
const readsStorage = "export const saved = () => localStorage.getItem('cart');\n";
const refused = (name: string, where: string) =>
  `no-restricted-globals: Unexpected use of '${name}'. ${name} is not there: ${where}.`;
const inBrowser = 'this module runs in the browser';
const onNode = 'this module runs on Node';
const inBoth = 'this module runs in the browser and on Node, so it keeps to the language and URLs';

describe(
  'each module sees the globals of where it runs (eslint.globals.js)',
  { timeout: 120_000 },
  () => {
    it("refuses Node's globals in what the browser loads: an island, a browser script, a store, a view", async () => {
      for (const file of [
        'src/islands/Planted.tsx',
        'src/browser/planted.ts',
        'src/stores/planted.ts',
        'src/views/Planted.tsx',
      ])
        expect(await problems(file, readsProcess), file).toEqual([refused('process', inBrowser)]);
      expect(await problems('src/islands/planted.ts', readsStorage)).toEqual([]);
    });

    it("refuses Node's globals in an .astro file's client script, and allows them in its frontmatter", async () => {
      const component = [
        '---',
        'const mode = process.env.NODE_ENV;',
        '---',
        '<p>{mode}</p>',
        '<script>',
        '  document.body.dataset.mode = process.env.NODE_ENV;',
        '</script>',
        '',
      ].join('\n');
      expect(await problems('src/components/Planted.astro', component)).toEqual([
        refused('process', inBrowser),
      ]);
    });

    it("refuses the browser's globals and its storage on the server, in the build and in scripts/", async () => {
      for (const file of [
        'src/server/planted.ts',
        'src/build/planted.ts',
        'scripts/runtime/planted.ts',
        'scripts/bench/planted.ts',
        'scripts/demo-portal/planted.ts',
      ]) {
        expect(await problems(file, readsWindow), file).toEqual([refused('window', onNode)]);
        expect(await problems(file, readsStorage), file).toEqual([refused('localStorage', onNode)]);
        expect(await problems(file, readsProcess), file).toEqual([]);
      }
    });

    it('refuses both in what both load, the URL classes aside', async () => {
      for (const file of ['src/domain/planted.ts', 'src/i18n/planted.ts']) {
        expect(await problems(file, readsProcess), file).toEqual([refused('process', inBoth)]);
        expect(await problems(file, readsWindow), file).toEqual([refused('window', inBoth)]);
      }
      const query = "export const query = new URLSearchParams({ q: 'poe' }).toString();\n";
      expect(await problems('src/domain/planted.ts', query)).toEqual([]);
    });

    it('allows both in tests, which run on Node and drive a browser', async () => {
      const both = `${readsProcess}${readsWindow}`;
      expect(await problems('src/islands/planted.test.ts', both)).toEqual([]);
      expect(await problems('tests/e2e/planted.spec.ts', both)).toEqual([]);
    });
  },
);

describe('src/ is linted with its types (recommendedTypeChecked)', { timeout: 120_000 }, () => {
  it('refuses an object written into text, which reads "[object Object]"', async () => {
    const code = 'export const label = (value: { id: number }) => `product ${String(value)}`;\n';
    expect(await problems('src/domain/planted.ts', code)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-base-to-string: /),
    ]);
  });

  it('refuses a method handed on without the object it belongs to', async () => {
    const code = [
      'class Counter {',
      '  count = 0;',
      '  add(): void {',
      '    this.count += 1;',
      '  }',
      '}',
      "export const onClick = (counter: Counter) => document.body.addEventListener('click', counter.add);",
      '',
    ].join('\n');
    expect(await problems('src/browser/planted.ts', code)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/unbound-method: /),
    ]);
  });
});
