/**
 * Every page a crawler should know, in every language: home, the listings with all their pages,
 * every product, the legal pages. Each address names its twins in the other languages (hreflang),
 * English being the default for everyone else (x-default).
 */
import type { APIRoute } from 'astro';
import { bytesResponse } from '../build/bytes-response';
import { getCatalogue } from '../build/catalogue/catalogue';
import { escapeXml } from '../domain/escape';
import { pageCount } from '../domain/listing/pagination';
import { urls } from '../domain/urls';
import { defaultLocale, locales, pathInLocale } from '../i18n/locales';
import { limits } from '../site.config';

const HEAD = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
);
const TAIL = Buffer.from('</urlset>\n');

/**
 * The last sitemap's entries by path, with the address they were written on, as UTF-8 with the line
 * break that ends them, and its bytes: a process that renders one edit after another (ADR 0032)
 * writes the entries of the paths it had, 40,000 at 20,000 products, once, and joins their bytes
 * (24 MB), not a string it would encode again; the same entries in the same order, as in most
 * edits, are the same bytes, not joined again.
 */
let written = {
  site: '',
  entries: new Map<string, Buffer>(),
  parts: [] as Buffer[],
  body: Buffer.concat([HEAD, TAIL]),
};

export const GET: APIRoute = async ({ site }) => {
  const { products, listings } = await getCatalogue();
  const url = (path: string) => escapeXml(new URL(path, site).href);
  const paths = [urls.home, urls.products, urls.quote, urls.privacy, urls.terms];
  for (const { definition, products: listed } of listings) {
    const pages = pageCount(listed.length, limits.pageSize);
    for (let n = 1; n <= pages; n++) paths.push(urls.listingRoute(definition.path, n));
  }
  for (const product of products) paths.push(urls.product(product.slug));
  const entry = (path: string) => {
    const alternates = [
      ...locales.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${url(pathInLocale(path, locale))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(pathInLocale(path, defaultLocale))}"/>`,
    ].join('');
    return locales
      .map((locale) => `  <url><loc>${url(pathInLocale(path, locale))}</loc>${alternates}</url>`)
      .join('\n');
  };
  const before = written.site === String(site) ? written.entries : new Map<string, Buffer>();
  const entries = new Map(
    paths.map((path) => [path, before.get(path) ?? Buffer.from(`${entry(path)}\n`)]),
  );
  const parts = paths.map((path) => entries.get(path) as Buffer);
  const same =
    parts.length === written.parts.length && parts.every((part, i) => part === written.parts[i]);
  const body = same ? written.body : Buffer.concat([HEAD, ...parts, TAIL]);
  written = { site: String(site), entries, parts, body };
  return bytesResponse(body, 'application/xml; charset=utf-8');
};
