/**
 * Checks of a built client folder before anyone is served from it: the pages a shopper needs are
 * there (the fixed pages and every page the sitemap promises, one per product at least), and no
 * file a browser can load holds a secret, a portal image URL or the portal's internal cost field.
 */
import path from 'node:path';
import { fileMemo } from './file-memo.ts';
import { pageFile } from '../shop-src.ts';

export const FIXED_PAGES = [
  'index.html',
  '404.html',
  'products.html',
  'cart.html',
  'cart/checkout.html',
  'order-confirmation.html',
  'get-quote.html',
  'robots.txt',
  'sitemap.xml',
];

/** The file a site path is served from (relative to the client folder), as the servers look it up. */
function fileForPath(pathname: string): string {
  const relative = decodeURIComponent(pathname);
  return path.normalize(path.extname(relative) ? relative.replace(/^\/+/, '') : pageFile(relative));
}

/** The files the sitemap's addresses are served from, and how many of them are product pages. */
interface SitemapFiles {
  files: { pathname: string; file: string }[];
  productPages: number;
}

function sitemapFiles(sitemap: string): SitemapFiles {
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL((m[1] ?? '').replace(/&amp;/g, '&')).pathname,
  );
  return {
    files: paths.map((pathname) => ({ pathname, file: fileForPath(pathname) })),
    productPages: paths.filter((p) => p.startsWith('/product/')).length,
  };
}

/** The sitemap of the last release checked: the same file in most edits' releases (24 MB). */
const sitemaps = fileMemo<SitemapFiles>();

/**
 * What is missing from the client folder, one line each; empty when nothing is. `listed`: the
 * folder's files (relative) as the caller listed them, looked up there rather than on disk.
 */
export async function missingPages(
  clientDir: string,
  products: number,
  listed: ReadonlySet<string>,
): Promise<string[]> {
  const exists = (file: string) => listed.has(file);
  const missing: string[] = [];
  for (const page of FIXED_PAGES) if (!exists(path.normalize(page))) missing.push(page);
  const sitemap = await sitemaps
    .read(path.join(clientDir, 'sitemap.xml'), sitemapFiles)
    .catch(() => sitemapFiles(''));
  for (const { pathname, file } of sitemap.files)
    if (!exists(file)) missing.push(`${pathname} (in the sitemap)`);
  if (sitemap.productPages < products)
    missing.push(
      `product pages: the sitemap lists ${sitemap.productPages} for ${products} products`,
    );
  return missing;
}

/** The client files a browser can load as text, which the leak check reads. */
export const TEXT_FILE = /(\.(html|js|mjs|css|json|xml|txt|svg|webmanifest)|\/_headers)$/;

/** What one client file leaks, one line each: `file: what`. */
export function fileLeaks(file: string, text: string, secrets: string[]): string[] {
  const leaks: string[] = [];
  if (secrets.some((secret) => text.includes(secret)))
    leaks.push(`${file}: a secret from the environment`);
  if (/api-key/i.test(text)) leaks.push(`${file}: the portal's api-key header`);
  if (text.includes('/assets/uploads/')) leaks.push(`${file}: a portal image URL`);
  if (/"cost"\s*:/.test(text)) leaks.push(`${file}: the internal cost field`);
  return leaks;
}
