import { describe, expect, it } from 'vitest';
import { product } from './fixtures/catalogue';
import { relatedProducts } from './related';

describe('relatedProducts', () => {
  const base = product({ id: 1, name: 'Switch', categoryId: 1, subcategoryId: 11 });
  const candidates = [
    base,
    product({ id: 2, name: 'Same category', categoryId: 1, subcategoryId: 12 }),
    product({ id: 3, name: 'Same sub-category, sold out', categoryId: 1, subcategoryId: 11, quantity: 0 }),
    product({ id: 4, name: 'Same sub-category', categoryId: 1, subcategoryId: 11 }),
    product({ id: 5, name: 'Other category', categoryId: 2 }),
  ];

  it('prefers the same sub-category and stock, never repeats the product, and keeps to the limit', () => {
    expect(relatedProducts(base, candidates, 3).map((p) => p.id)).toEqual([4, 3, 2]);
    expect(relatedProducts(base, candidates, 1).map((p) => p.id)).toEqual([4]);
  });
});
