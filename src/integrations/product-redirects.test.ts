import { describe, expect, it } from 'vitest';
import { productRedirects, redirectFiles, redirectPage } from './product-redirects';

describe('product redirect pages', () => {
  it("are the page Astro writes for a redirect, naming the shop's icon so the browser asks for no /favicon.ico", () => {
    expect(
      redirectPage('/product/1', '/product/samsung-galaxy-s24', new URL('https://shop.example.ae')),
    ).toBe(
      '<!doctype html><title>Redirecting to: /product/samsung-galaxy-s24</title>' +
        '<meta http-equiv="refresh" content="0; url=/product/samsung-galaxy-s24">' +
        '<meta name="robots" content="noindex"><link rel="canonical" href="https://shop.example.ae/product/samsung-galaxy-s24">' +
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
        '<body>\t<a href="/product/samsung-galaxy-s24">' +
        'Redirecting from <code>/product/1/</code> to <code>/product/samsung-galaxy-s24</code></a></body>',
    );
  });

  it('lead from every product id to its slug in each language', () => {
    const pairs = [
      [7, 'cisco-cbs350'],
      [9, 'yealink-t54w'],
    ] as const;
    const pages = productRedirects(pairs, undefined);
    const files = ['product/7.html', 'product/9.html', 'ar/product/7.html', 'ar/product/9.html'];
    expect(pages.map((p) => p.file)).toEqual(files);
    expect(redirectFiles(pairs)).toEqual(files);
    expect(pages[2]?.html).toContain('content="0; url=/ar/product/cisco-cbs350"');
  });

  it('escape what they write into the markup', () => {
    expect(redirectPage('/product/1', '/product/a"b<c', undefined)).toContain(
      'url=/product/a&quot;b&lt;c"',
    );
  });
});
