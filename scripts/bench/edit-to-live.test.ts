import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../demo-portal/catalogue.ts';
import type { ReleaseRecord } from '../runtime/release/releases.ts';
import { redirectPage } from '../../src/integrations/product-redirects.ts';
import { formatMoney } from '../../src/i18n/format.ts';
import {
  pagesRenderedOf,
  plainProduct,
  redirectTarget,
  renamed,
  repriced,
} from './edit-to-live.ts';

describe('plainProduct', () => {
  const { products } = generateCatalogue({ products: 500 });

  it('takes the first product sold at its list price alone that the footer does not show, so its page shows that price', () => {
    const product = plainProduct(products);
    expect(product).toMatchObject({
      broken: null,
      hostile: false,
      taxMethod: 'inclusive',
      promoPrice: null,
      promotion: false,
    });
    expect(product.slug).toEqual(expect.any(String));
    expect(product.bxgy ?? null).toBeNull();
    // The footer's six: ids 1, 10, 100, 101, 102, 103 read as text.
    const footer = ['1', '10', '100', '101', '102', '103'];
    expect(footer).not.toContain(String(product.id));
    const plain = (p: (typeof products)[number]) =>
      !(
        p.promoPrice !== null ||
        p.promotion ||
        p.taxMethod === 'exclusive' ||
        p.bxgy ||
        p.broken ||
        p.hostile ||
        typeof p.slug !== 'string'
      );
    expect(
      products
        .slice(0, products.indexOf(product))
        .every((p) => !plain(p) || footer.includes(String(p.id))),
    ).toBe(true);
  });

  it('says so when the catalogue has none', () => {
    expect(() => plainProduct(products.filter((p) => p.promoPrice !== null))).toThrow(
      'no plain product',
    );
  });
});

describe('repriced', () => {
  it('writes figures the old price does not, in both languages', () => {
    expect(formatMoney(repriced(129_900))).toBe('AED 1,422.45');
    expect(formatMoney(repriced(129_900), 'ar')).toBe('1,422.45 درهم');
  });
});

describe('renamed', () => {
  it('gives a name no language configures, so both languages show it as the portal writes it', async () => {
    const { categoryNames } = await import('../../src/site.config.ts');
    const { categories } = generateCatalogue({ products: 500 });
    for (const category of categories) {
      const name = renamed(category.name);
      expect(name).not.toBe(category.name);
      for (const names of Object.values(categoryNames))
        expect(names?.[name.toLowerCase()]).toBeUndefined();
    }
  });
});

describe('redirectTarget', () => {
  it('reads where a product id page sends the browser, in either language', () => {
    expect(
      redirectTarget(
        redirectPage('/product/3', '/product/cisco-cbs250-8t', new URL('https://shop.example.ae')),
      ),
    ).toBe('/product/cisco-cbs250-8t');
    expect(
      redirectTarget(redirectPage('/ar/product/3', '/ar/product/cisco-cbs250-8t', undefined)),
    ).toBe('/ar/product/cisco-cbs250-8t');
    expect(redirectTarget('<!doctype html><title>Cisco CBS250</title>')).toBeNull();
  });
});

describe('pagesRenderedOf', () => {
  const record: ReleaseRecord = {
    id: 'r',
    builtAt: '',
    durationMs: 1,
    products: 500,
    categories: 1,
    slides: 1,
    brands: 1,
    pages: 1_200,
    dropped: 0,
    warnings: [],
    baseline: null,
  };

  it('is the count an incremental build records, and null from a build that records none', () => {
    expect(pagesRenderedOf({ ...record, pagesRendered: 14 })).toBe(14);
    expect(pagesRenderedOf(record)).toBeNull();
  });
});
