import { describe, expect, it } from 'vitest';
import { localeOfPath, pathInLocale, toLocale, unprefixedPath } from './locales';

describe('locales', () => {
  it('tells the language of a path by its prefix only', () => {
    expect(localeOfPath('/ar')).toBe('ar');
    expect(localeOfPath('/ar/cart')).toBe('ar');
    expect(localeOfPath('/arduino-kits')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
    expect(unprefixedPath('/ar')).toBe('/');
    expect(unprefixedPath('/ar/product/x')).toBe('/product/x');
    expect(unprefixedPath('/arduino-kits')).toBe('/arduino-kits');
  });

  it('gives the same page in the other language, query and fragment kept', () => {
    expect(pathInLocale('/products?search=poe&page=2', 'ar')).toBe(
      '/ar/products?search=poe&page=2',
    );
    expect(pathInLocale('/ar/products?search=poe&page=2', 'en')).toBe(
      '/products?search=poe&page=2',
    );
    expect(pathInLocale('/', 'ar')).toBe('/ar');
    expect(pathInLocale('/ar', 'en')).toBe('/');
    expect(pathInLocale('/ar/cart#summary', 'ar')).toBe('/ar/cart#summary');
    expect(pathInLocale('?x=1', 'ar')).toBe('/ar?x=1');
    expect(pathInLocale('/products/', 'ar')).toBe('/ar/products');
    expect(pathInLocale('/ar/cart/checkout/', 'en')).toBe('/cart/checkout');
  });

  it('reads an unknown or missing language as English', () => {
    expect(toLocale('ar')).toBe('ar');
    expect(toLocale('fr')).toBe('en');
    expect(toLocale(undefined)).toBe('en');
  });
});
