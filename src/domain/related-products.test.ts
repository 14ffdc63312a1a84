import { describe, expect, it } from 'vitest';
import { product } from './fixtures/catalogue';
import { relatedProducts } from './related-products';

describe('relatedProducts', () => {
  const base = product({ id: 1, name: 'Switch', categoryId: 1, subcategoryId: 11 });
  const candidates = [
    base,
    product({ id: 2, name: 'Same category', categoryId: 1, subcategoryId: 12 }),
    product({
      id: 3,
      name: 'Same sub-category, sold out',
      categoryId: 1,
      subcategoryId: 11,
      quantity: 0,
    }),
    product({ id: 4, name: 'Same sub-category', categoryId: 1, subcategoryId: 11 }),
    product({ id: 5, name: 'Other category', categoryId: 2 }),
  ];

  it('prefers the same sub-category and stock, never repeats the product, and keeps to the limit', () => {
    expect(relatedProducts(base, candidates, 3).map((p) => p.id)).toEqual([4, 3, 2]);
    expect(relatedProducts(base, candidates, 1).map((p) => p.id)).toEqual([4]);
  });

  it('orders a large category as a full sort by rank, then catalogue order, would', () => {
    const many = Array.from({ length: 200 }, (_, i) =>
      product({
        id: 100 + i,
        name: `P${i}`,
        categoryId: 1,
        subcategoryId: i % 3 === 0 ? 11 : 12,
        quantity: i % 4 === 0 ? 0 : 5,
      }),
    );
    const rank = (p: (typeof many)[number]) =>
      (p.subcategoryId === 11 ? 0 : 2) + (p.quantity ? 0 : 1);
    const expected = many
      .map((p, i) => ({ p, i }))
      .sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i)
      .map(({ p }) => p.id);
    expect(relatedProducts(base, many, 40).map((p) => p.id)).toEqual(expected.slice(0, 40));
    expect(relatedProducts(base, many, 5).map((p) => p.id)).toEqual([103, 106, 109, 115, 118]);
  });
});
