/**
 * Checks of the built client folder, the files a CDN serves to anyone: no portal key, no portal
 * address or credentials, no internal fields.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { clientDir, clientFiles, siteOrigin } from './lib/built-site';

const textFile = /\.(html|js|mjs|css|json|xml|txt|svg|webmanifest)$/;
/** A URL that carries a user name and password ("https://user:secret@host"). */
const urlWithCredentials = /\b[a-z][\w+.-]*:\/\/[^\s/?#"'`@]+:[^\s/?#"'`@]*@/i;
const loopbackOrigin = /\bhttps?:\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?/gi;

async function clientTexts(): Promise<{ file: string; text: string }[]> {
  const files = await clientFiles(textFile);
  return Promise.all(
    files.map(async (file) => ({ file, text: await readFile(path.join(clientDir, file), 'utf8') })),
  );
}

test('no client file contains the portal key, the portal origin or credentials, or the internal cost field', async () => {
  // The demo portal behind the build uses this key; a real build's key comes from PORTAL_API_KEY.
  const key = process.env.PORTAL_API_KEY || 'demo-key';
  const portal = process.env.PORTAL_API_URL ? new URL(process.env.PORTAL_API_URL) : null;
  // The demo portal listens on a loopback port of its own; the shop's pages may name only the
  // site's origin.
  const site = await siteOrigin();
  const texts = await clientTexts();
  expect(texts.length).toBeGreaterThan(100);
  const leaks = texts.flatMap(({ file, text }) => [
    ...(text.includes(key) ? [`${file}: portal key`] : []),
    ...(/api-key/i.test(text) ? [`${file}: api-key header`] : []),
    ...(/\/assets\/uploads\//.test(text) ? [`${file}: portal image URL`] : []),
    ...(/"cost"\s*:/.test(text) ? [`${file}: cost field`] : []),
    ...(portal && text.includes(portal.host) ? [`${file}: portal host`] : []),
    ...(urlWithCredentials.test(text) ? [`${file}: a URL with credentials`] : []),
    ...[...new Set(text.match(loopbackOrigin))]
      .filter((o) => o !== site)
      .map((o) => `${file}: ${o}, not the site's origin`),
  ]);
  expect(leaks).toEqual([]);
});
