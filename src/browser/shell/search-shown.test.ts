import { describe, expect, it } from 'vitest';
import { searchShown } from './search-shown';

describe('searchShown', () => {
  it("is the products page's search, trimmed, in either language and with a trailing slash", () => {
    expect(
      searchShown({ pathname: '/products', search: '?search=+poe+switch+&page=2' }, '/products'),
    ).toBe('poe switch');
    expect(
      searchShown(
        { pathname: '/ar/products/', search: '?search=%D8%B3%D9%88%D9%8A%D8%AA%D8%B4' },
        '/ar/products',
      ),
    ).toBe('سويتش');
  });

  it('is empty on any other page, and on the products page without a search', () => {
    expect(searchShown({ pathname: '/network-switches', search: '?search=poe' }, '/products')).toBe(
      '',
    );
    expect(searchShown({ pathname: '/products', search: '?category=11' }, '/products')).toBe('');
    expect(searchShown({ pathname: '/ar/products', search: '?search=poe' }, '/products')).toBe('');
  });
});
