import { describe, expect, it } from 'vitest';
import { pageFile, pagePathname } from './page-files';

describe('page files', () => {
  it('name a page file for its address, with or without a trailing slash', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/products')).toBe('products.html');
    expect(pageFile('/products/')).toBe('products.html');
    expect(pageFile('/ar')).toBe('ar.html');
    expect(pageFile('/ar/product/cisco-cbs350')).toBe('ar/product/cisco-cbs350.html');
    expect(pageFile('/network-switches/2')).toBe('network-switches/2.html');
  });

  it('read the address back from the URL Astro builds a page at', () => {
    const at = (pathname: string) => pagePathname(new URL(pathname, 'https://shop.example'));
    expect(at('/index.html')).toBe('/');
    expect(at('/')).toBe('/');
    expect(at('/ar.html')).toBe('/ar');
    expect(at('/product/cisco-cbs350.html')).toBe('/product/cisco-cbs350');
    expect(at('/ar/404.html')).toBe('/ar/404');
    expect(at('/products')).toBe('/products');
  });
});
