/** The built client folder (dist/client): the files a CDN serves to anyone. */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

export const clientDir = path.resolve('dist/client');

/** The client folder's files whose name matches `pattern`, relative to it ("products.html"). */
export async function clientFiles(pattern: RegExp): Promise<string[]> {
  const files = await readdir(clientDir, { recursive: true });
  return files.filter((f) => pattern.test(f)).map((f) => f.split(path.sep).join('/'));
}

/** The origin the site was built for (SITE_URL), as its robots.txt names the sitemap. */
export async function siteOrigin(): Promise<string> {
  const robots = await readFile(path.join(clientDir, 'robots.txt'), 'utf8');
  const sitemap = /^Sitemap:\s*(\S+)/m.exec(robots)?.[1];
  if (!sitemap) throw new Error('robots.txt names no sitemap');
  return new URL(sitemap).origin;
}
