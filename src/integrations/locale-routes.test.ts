import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeRoutes, routeOfPage } from './locale-routes';

const pagesDir = path.resolve('src/pages');

describe('routeOfPage', () => {
  it('names routes as the file router does', () => {
    expect(routeOfPage('index.astro')).toBe('/');
    expect(routeOfPage(path.join('cart', 'index.astro'))).toBe('/cart');
    expect(routeOfPage(path.join('cart', 'checkout.astro'))).toBe('/cart/checkout');
    expect(routeOfPage(path.join('product', '[slug].astro'))).toBe('/product/[slug]');
    expect(routeOfPage(path.join('[listing]', '[...page].astro'))).toBe('/[listing]/[...page]');
  });
});

describe('localeRoutes', () => {
  const routes = localeRoutes(pagesDir);
  const patterns = routes.map((r) => r.pattern);

  it('gives every page of the shop an Arabic route on its own file', () => {
    expect(patterns).toEqual(
      expect.arrayContaining([
        '/ar',
        '/ar/404',
        '/ar/product/[slug]',
        '/ar/[listing]/[...page]',
        '/ar/cart',
        '/ar/cart/checkout',
        '/ar/products',
        '/ar/get-quote',
        '/ar/order-confirmation',
      ]),
    );
    expect(routes.find((r) => r.pattern === '/ar/product/[slug]')?.entrypoint).toBe(
      path.join(pagesDir, 'product', '[slug].astro'),
    );
  });

  it('writes the merchant feed in each language, from its one file', () => {
    expect(routeOfPage(path.join('feeds', 'google-shopping.xml.ts'))).toBe(
      '/feeds/google-shopping.xml',
    );
    expect(routes.filter((r) => r.pattern.includes('feeds'))).toEqual([
      {
        pattern: '/ar/feeds/google-shopping.xml',
        entrypoint: path.join(pagesDir, 'feeds', 'google-shopping.xml.ts'),
      },
    ]);
  });

  it('leaves endpoints (sitemap, robots, data files, server routes) in one language', () => {
    expect(patterns.filter((p) => /sitemap|robots|data|api/.test(p))).toEqual([]);
    expect(patterns.every((p) => p.startsWith('/ar'))).toBe(true);
  });
});
