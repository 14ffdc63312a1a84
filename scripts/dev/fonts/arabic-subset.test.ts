import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  inArabicRanges,
  subsetArabicFont,
  subsetFile,
  unicodeRange,
  weights,
} from './arabic-subset.ts';

const root = new URL('../../../', import.meta.url);

/**
 * Every source file whose words can reach an Arabic page: the shop's code and the demo catalogue.
 */
async function sourceFiles(): Promise<URL[]> {
  const files: URL[] = [];
  for (const folder of ['src/', 'scripts/demo-portal/']) {
    for (const entry of await readdir(new URL(folder, root), { recursive: true })) {
      if (/\.(ts|tsx|astro)$/.test(entry) && !/\.test\.tsx?$/.test(entry))
        files.push(new URL(`${folder}${entry}`, root));
    }
  }
  return files;
}

const arabicScript = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

describe('the Arabic web font subsets', () => {
  it('are what `npm run fonts` makes from the @fontsource files', async () => {
    for (const weight of weights) {
      const committed = await readFile(subsetFile(weight));
      expect(Buffer.compare(committed, await subsetArabicFont(weight)), `weight ${weight}`).toBe(0);
    }
  }, 30_000);

  it('cover every Arabic character the shop writes (messages, category names, the demo catalogue)', async () => {
    const missing = new Set<string>();
    for (const file of await sourceFiles()) {
      for (const [character] of (await readFile(file, 'utf8')).matchAll(arabicScript)) {
        if (!inArabicRanges(character.codePointAt(0) ?? 0))
          missing.add(`U+${character.codePointAt(0)?.toString(16)} in ${file.pathname}`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('are declared in global.css for exactly the characters they hold', async () => {
    const css = await readFile(new URL('src/styles/global.css', root), 'utf8');
    const faces = [...css.matchAll(/@font-face\s*{[^}]*}/g)].map(([face]) => face);
    expect(faces).toHaveLength(weights.length);
    for (const face of faces)
      expect(/unicode-range:\s*([^;]+);/.exec(face)?.[1]?.replace(/\s+/g, ' ')).toBe(
        unicodeRange(),
      );
  });
});
