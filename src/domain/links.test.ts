import { describe, expect, it } from 'vitest';
import { categories } from './fixtures/catalogue';
import { shopLink } from './links';

const targets = { categories, productSlugs: new Set(['cisco-catalyst-1000-24t-4g-l']) };

describe('shopLink', () => {
  it('maps old category and product paths onto the shop routes', () => {
    expect(shopLink('/category/network-switches', targets)).toBe('/products?category=1');
    expect(shopLink('/category/poe-switches', targets)).toBe('/products?category=1&parent_id=12');
    expect(shopLink('/category/unknown', targets)).toBe('/products');
    expect(shopLink('/product/cisco-catalyst-1000-24t-4g-l', targets)).toBe(
      '/product/cisco-catalyst-1000-24t-4g-l',
    );
    expect(shopLink('/product/gone', targets)).toBe('/products');
  });

  it('keeps other paths and external links, and no link stays none', () => {
    expect(shopLink('/clearance-sale', targets)).toBe('/clearance-sale');
    expect(shopLink('https://www.fortinet.com/', targets)).toBe('https://www.fortinet.com/');
    expect(shopLink(null, targets)).toBeNull();
  });
});
