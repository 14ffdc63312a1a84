import { describe, expect, it } from 'vitest';
import { generateCatalogue, NO_IMAGE } from './catalogue.ts';
import { isOnSale } from './wire.ts';

const TODAY = '2026-11-15';

describe('generateCatalogue', () => {
  it('is deterministic: same seed and size, same catalogue; another seed, another one', () => {
    const a = generateCatalogue({ products: 300, seed: 7, today: TODAY });
    const b = generateCatalogue({ products: 300, seed: 7, today: TODAY });
    const c = generateCatalogue({ products: 300, seed: 8, today: TODAY });
    expect(JSON.stringify(a.products)).toBe(JSON.stringify(b.products));
    expect(JSON.stringify(a.products)).not.toBe(JSON.stringify(c.products));
  });

  it('has a category tree of top-level categories with 2 to 5 children, some shown on the home page', () => {
    const { topCategories, categories } = generateCatalogue({ products: 50, today: TODAY });
    expect(topCategories.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'Network Switches',
        'Routers',
        'Wireless Bridges',
        'Firewalls',
        'IP Telephony',
        'Point of Sale',
      ]),
    );
    for (const top of topCategories) {
      expect(top.children.length).toBeGreaterThanOrEqual(2);
      expect(top.children.length).toBeLessThanOrEqual(5);
      for (const child of top.children) expect(child.parentId).toBe(top.id);
    }
    expect(topCategories.filter((c) => c.showInHome).length).toBeGreaterThanOrEqual(2);
    expect(categories.find((c) => c.name === 'IP PBX')?.parentId).toBe(
      topCategories.find((c) => c.name === 'IP Telephony')?.id,
    );
  });

  it('carries every quirk a shop must cope with, even at the default size', () => {
    const { products } = generateCatalogue({ products: 500, today: TODAY });
    const count = (test: (p: (typeof products)[number]) => boolean) => products.filter(test).length;
    expect(count((p) => p.broken !== null)).toBeGreaterThanOrEqual(5);
    expect(count((p) => p.hostile)).toBeGreaterThanOrEqual(2);
    expect(count((p) => p.image === NO_IMAGE)).toBeGreaterThanOrEqual(3);
    expect(count((p) => p.slug === null)).toBeGreaterThanOrEqual(1);
    expect(count((p) => p.slug === undefined)).toBeGreaterThanOrEqual(1);
    const slugs = products.map((p) => p.slug).filter((s): s is string => typeof s === 'string');
    expect(new Set(slugs).size).toBeLessThan(slugs.length);
    expect(count((p) => p.meta === 'absent')).toBeGreaterThanOrEqual(1);
    expect(count((p) => p.quantity === 0)).toBeGreaterThanOrEqual(1);
    expect(count((p) => p.quantity === null)).toBeGreaterThanOrEqual(1);
    expect(count((p) => p.quantity === undefined)).toBeGreaterThanOrEqual(1);
    expect(count((p) => p.bxgy !== null && p.bxgy !== undefined)).toBeGreaterThanOrEqual(4);
    expect(count((p) => p.taxMethod === 'exclusive')).toBeGreaterThanOrEqual(1);
    // Promotions: live ones, expired ones, and promo prices that are not below the price.
    expect(count((p) => isOnSale(p, TODAY))).toBeGreaterThanOrEqual(8);
    expect(
      count((p) => p.promotion && p.endDate !== null && p.endDate < TODAY),
    ).toBeGreaterThanOrEqual(3);
    expect(
      count((p) => p.promotion && p.promoPrice !== null && p.promoPrice >= p.price),
    ).toBeGreaterThanOrEqual(3);
  });

  it('names and prices products like a UAE IT retailer: brand first, AED 5 to about 30,000, unique codes', () => {
    const { products, productsByCode, brandsById } = generateCatalogue({
      products: 500,
      today: TODAY,
    });
    expect(productsByCode.size).toBe(products.length);
    for (const p of products)
      expect(p.name.startsWith(`${brandsById.get(p.brandId)?.name} `)).toBe(true);
    const prices = products.map((p) => p.price / 100);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(5);
    expect(Math.max(...prices)).toBeLessThan(40_000);
  });

  it('generates 20,000 products with unique codes and indexes', () => {
    const catalogue = generateCatalogue({ products: 20_000, today: TODAY });
    expect(catalogue.products).toHaveLength(20_000);
    expect(catalogue.productsByCode.size).toBe(20_000);
    expect(catalogue.productsById.get(20_000)?.id).toBe(20_000);
    const inTops = catalogue.topCategories.reduce(
      (sum, c) => sum + (catalogue.productsByCategory.get(c.id)?.length ?? 0),
      0,
    );
    expect(inTops).toBe(20_000);
  });
});
