import { describe, expect, it } from 'vitest';
import { describeZodError } from './errors';
import {
  categoryProductsSchema,
  listSchema,
  productPageSchema,
  productSchema,
  searchSchema,
  singleProductSchema,
  suggestionsSchema,
} from './wire';

const issue = (result: { success: boolean; error?: unknown }) =>
  result.success ? 'ok' : describeZodError(result.error as Parameters<typeof describeZodError>[0]);

describe('list schemas', () => {
  it('read totals and echoed paging as numbers', () => {
    expect(productPageSchema.parse({ data: [], total: '12', limit: '200', start: 1 })).toEqual({ data: [], total: 12, limit: 200, start: 1 });
  });

  it('refuse a list without a data array or a total to page by', () => {
    expect(issue(productPageSchema.safeParse({ total: 3 }))).toBe('data: Invalid input: expected array, received undefined');
    expect(issue(productPageSchema.safeParse({ data: {}, total: 3 }))).toBe('data: Invalid input: expected array, received object');
    expect(issue(productPageSchema.safeParse({ data: [] }))).toMatch(/^total: /);
    expect(issue(listSchema.safeParse([{ id: 1 }]))).toBe('(root): Invalid input: expected object, received array');
    expect(listSchema.parse({ data: [1] })).toEqual({ data: [1] });
  });

  it('read category products and search answers', () => {
    expect(categoryProductsSchema.parse({ category: { name: 'Switches' }, products: [{ id: '1' }], total: 1 })).toEqual({
      category: { name: 'Switches' },
      products: [{ id: '1' }],
      total: 1,
    });
    expect(issue(categoryProductsSchema.safeParse({ category: {}, data: [], total: 0 }))).toBe(
      'products: Invalid input: expected array, received undefined',
    );
    expect(searchSchema.parse({ query: 'switch', results: { products: [{ id: '1' }], categories: null }, total: 1 })).toEqual({
      query: 'switch',
      results: { products: [{ id: '1' }], categories: [], brands: [] },
      total: 1,
    });
    expect(issue(searchSchema.safeParse({ query: 'x', results: [], total: 0 }))).toBe('results: Invalid input: expected object, received array');
  });

  it('read suggestions in either shape', () => {
    expect(suggestionsSchema.parse({ data: [{ id: '1' }], total: 1 })).toEqual([{ id: '1' }]);
    expect(suggestionsSchema.parse({ results: { products: [{ id: '2' }] } })).toEqual([{ id: '2' }]);
    expect(issue(suggestionsSchema.safeParse({ products: [] }))).toBe('(root): expected {data: [...]} or {results: {products: [...]}}');
  });
});

describe('singleProductSchema', () => {
  it('unwraps {data} and accepts the bare product', () => {
    expect(singleProductSchema.parse({ data: { id: '5', name: 'X' } })).toEqual({ id: '5', name: 'X' });
    expect(singleProductSchema.parse({ id: 6, name: 'Y' })).toEqual({ id: 6, name: 'Y' });
  });

  it('refuses the product list a wrong path answers with', () => {
    expect(singleProductSchema.safeParse({ data: [{ id: '5' }], total: 1 }).success).toBe(false);
  });
});

describe('productSchema', () => {
  it('takes strings or numbers, nulls and PHP empties, and strips internal columns', () => {
    const parsed = productSchema.parse({ id: 7, price: '1.0000', quantity: null, BXGY: [], brand: false, category: '', cost: '0.5000' });
    expect(parsed).toEqual({ id: 7, price: '1.0000', quantity: null, BXGY: null, brand: null, category: null });
  });

  it('refuses a record whose fields have the wrong structure', () => {
    expect(issue(productSchema.safeParse({ id: '1', photos: { photo: 'a.png' } }))).toBe('photos: Invalid input: expected array, received object');
  });
});
