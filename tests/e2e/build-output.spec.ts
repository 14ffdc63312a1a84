/**
 * Checks of the built client folder, the files a CDN serves to anyone: no portal key, no portal
 * address, no internal fields.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const clientDir = path.resolve('dist/client');
const textFile = /\.(html|js|mjs|css|json|xml|txt|svg|webmanifest)$/;

async function clientTexts(): Promise<{ file: string; text: string }[]> {
  const files = (await readdir(clientDir, { recursive: true })).filter((f) => textFile.test(f));
  return Promise.all(files.map(async (file) => ({ file, text: await readFile(path.join(clientDir, file), 'utf8') })));
}

test('no client file contains the portal key, the portal origin or the internal cost field', async () => {
  // The demo portal behind the build uses this key; a real build's key comes from PORTAL_API_KEY.
  const key = process.env.PORTAL_API_KEY || 'demo-key';
  const texts = await clientTexts();
  expect(texts.length).toBeGreaterThan(100);
  const leaks = texts.flatMap(({ file, text }) => [
    ...(text.includes(key) ? [`${file}: portal key`] : []),
    ...(/api-key/i.test(text) ? [`${file}: api-key header`] : []),
    ...(/\/assets\/uploads\//.test(text) ? [`${file}: portal image URL`] : []),
    ...(/"cost"\s*:/.test(text) ? [`${file}: cost field`] : []),
  ]);
  expect(leaks).toEqual([]);
});
