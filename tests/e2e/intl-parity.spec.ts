/**
 * A figure a page's HTML holds and the same figure an island draws in the browser are one string:
 * the shop's formatters (src/i18n/format.ts), bundled and run in Chromium, write every figure of the
 * shop's languages and of the fixtures' (Urdu, French) exactly as they do in Node. A difference
 * would be a hydration mismatch (React's error 418) on every page that shows it.
 */
import { build } from 'esbuild';
import type { LanguagesConfig } from '../../src/i18n/languages';
import { french } from '../fixtures/i18n/french';
import { threeLanguages } from '../fixtures/i18n/languages';
import { expect, test } from './fixtures';
import { figures } from './lib/figures';

const config: LanguagesConfig<string> = {
  default: threeLanguages.default,
  byCode: { ...threeLanguages.byCode, fr: french },
};

test('Chromium writes every figure of every language as Node does', async ({ page }) => {
  const bundle = await build({
    entryPoints: ['tests/e2e/lib/figures.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'shopFigures',
    write: false,
  });
  await page.setContent('<!doctype html><title>Figures</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
  const inChromium = await page.evaluate(
    (at) =>
      (window as unknown as { shopFigures: { figures: typeof figures } }).shopFigures.figures(at),
    config,
  );
  const inNode = figures(config);
  expect(inNode.map(([locale]) => locale)).toEqual(['en', 'ar', 'ur', 'fr']);
  expect(inChromium).toEqual(inNode);
});
