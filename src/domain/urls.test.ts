import { describe, expect, it } from 'vitest';
import { defaultQuery } from './listing/listing-query';
import { parseListingQuery } from './listing/listing-query-parse';
import { shopUrls, urls } from './urls';

describe('urls', () => {
  it('links a top-level category, and a sub-category with its parent', () => {
    expect(urls.category({ id: 4 })).toBe('/products?category=4');
    expect(urls.category({ id: 4 }, null)).toBe('/products?category=4');
    expect(urls.category({ id: 41 }, { id: 4 })).toBe('/products?category=4&parent_id=41');
  });

  it('writes a category link the listing page reads back as that category', () => {
    const href = urls.category({ id: 41 }, { id: 4 });
    const query = parseListingQuery(new URL(href, 'http://shop.test').searchParams);
    expect(query).toEqual({ ...defaultQuery, category: 4, parentId: 41 });
  });

  it('writes listing states with their filters and page, and page 1 of all products as /products', () => {
    expect(urls.listing(defaultQuery)).toBe('/products');
    expect(urls.listing({ ...defaultQuery, page: 2 })).toBe('/products?page=2');
    expect(
      urls.listing({
        ...defaultQuery,
        page: 3,
        search: 'poe switch',
        category: 1,
        priceMin: 10_000,
        priceMax: 129_950,
      }),
    ).toBe('/products?page=3&search=poe+switch&category=1&price_min=100&price_max=1299.5');
  });

  it('numbers listing routes from page 2, and links products by slug or id', () => {
    expect(urls.listingRoute('network-switches')).toBe('/network-switches');
    expect(urls.listingRoute('network-switches', 1)).toBe('/network-switches');
    expect(urls.listingRoute('network-switches', 2)).toBe('/network-switches/2');
    expect(urls.product('cisco-catalyst-1000-24t-4g-l')).toBe(
      '/product/cisco-catalyst-1000-24t-4g-l',
    );
    expect(urls.product(65)).toBe('/product/65');
  });

  it('has the fixed pages at their routes', () => {
    expect([
      urls.home,
      urls.products,
      urls.cart,
      urls.wishlist,
      urls.checkout,
      urls.confirmation,
      urls.quote,
      urls.privacy,
      urls.terms,
    ]).toEqual([
      '/',
      '/products',
      '/cart',
      '/wishlist',
      '/cart/checkout',
      '/order-confirmation',
      '/get-quote',
      '/privacy-policy',
      '/terms-and-conditions',
    ]);
  });

  it('has the compare page in each language', () => {
    expect([urls.compare, shopUrls('ar').compare]).toEqual(['/compare', '/ar/compare']);
  });

  it('puts every Arabic URL under /ar, the home page at /ar itself', () => {
    const ar = shopUrls('ar');
    expect([ar.home, ar.products, ar.cart, ar.wishlist, ar.checkout, ar.quote]).toEqual([
      '/ar',
      '/ar/products',
      '/ar/cart',
      '/ar/wishlist',
      '/ar/cart/checkout',
      '/ar/get-quote',
    ]);
    expect(ar.category({ id: 41 }, { id: 4 })).toBe('/ar/products?category=4&parent_id=41');
    expect(ar.listingRoute('network-switches', 2)).toBe('/ar/network-switches/2');
    expect(ar.product('cisco-catalyst-1000-24t-4g-l')).toBe(
      '/ar/product/cisco-catalyst-1000-24t-4g-l',
    );
  });
});
