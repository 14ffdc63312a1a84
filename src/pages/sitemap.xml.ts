/** Every page a crawler should know: home, the listings with all their pages, every product, the legal pages. */
import type { APIRoute } from 'astro';
import { getCatalogue } from '../data/catalogue';
import { pageCount } from '../domain/pagination';
import { urls } from '../domain/urls';
import { limits } from '../site.config';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const GET: APIRoute = async ({ site }) => {
  const { products, listings } = await getCatalogue();
  const url = (path: string) => escapeXml(new URL(path, site).href);
  const paths = [urls.home, urls.products, urls.quote, urls.privacy, urls.terms];
  for (const { definition, products: listed } of listings) {
    const pages = pageCount(listed.length, limits.pageSize);
    for (let n = 1; n <= pages; n++) paths.push(urls.listingRoute(definition.path, n));
  }
  for (const product of products) paths.push(urls.product(product.slug));
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    paths.map((p) => `  <url><loc>${url(p)}</loc></url>`).join('\n') +
    '\n</urlset>\n';
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
