import { describe, expect, it } from 'vitest';
import { describeZodError } from './errors';
import { listSchema, productPageSchema, readProductRecord, singleProductSchema } from './wire';

const issue = (result: { success: boolean; error?: unknown }) =>
  result.success ? 'ok' : describeZodError(result.error as Parameters<typeof describeZodError>[0]);

describe('list schemas', () => {
  it('read totals and echoed paging as numbers', () => {
    expect(productPageSchema.parse({ data: [], total: '12', limit: '200', start: 1 })).toEqual({
      data: [],
      total: 12,
      limit: 200,
      start: 1,
    });
  });

  it('refuse a list without a data array or a total to page by', () => {
    expect(issue(productPageSchema.safeParse({ total: 3 }))).toBe(
      'data: Invalid input: expected array, received undefined',
    );
    expect(issue(productPageSchema.safeParse({ data: {}, total: 3 }))).toBe(
      'data: Invalid input: expected array, received object',
    );
    expect(issue(productPageSchema.safeParse({ data: [] }))).toMatch(/^total: /);
    expect(issue(listSchema.safeParse([{ id: 1 }]))).toBe(
      '(root): Invalid input: expected object, received array',
    );
    expect(listSchema.parse({ data: [1] })).toEqual({ data: [1] });
  });
});

describe('singleProductSchema', () => {
  it('unwraps {data} and accepts the bare product', () => {
    expect(singleProductSchema.parse({ data: { id: '5', name: 'X' } })).toEqual({
      id: '5',
      name: 'X',
    });
    expect(singleProductSchema.parse({ id: 6, name: 'Y' })).toEqual({ id: 6, name: 'Y' });
  });

  it('refuses the product list a wrong path answers with', () => {
    expect(singleProductSchema.safeParse({ data: [{ id: '5' }], total: 1 }).success).toBe(false);
  });
});

describe('readProductRecord', () => {
  const read = (record: unknown) => {
    const result = readProductRecord(record);
    if ('notAProduct' in result) throw new Error(result.notAProduct);
    return result;
  };

  it('takes strings or numbers, nulls and PHP empties, and keeps only the fields the shop reads', () => {
    const { product, issues } = read({
      id: 7,
      price: '1.0000',
      quantity: null,
      BXGY: [],
      brand: false,
      category: '',
      cost: '0.5000',
      unit: { id: '1' },
    });
    expect(product).toMatchObject({
      id: 7,
      price: '1.0000',
      quantity: null,
      BXGY: null,
      brand: null,
      category: null,
      name: null,
    });
    expect(Object.keys(product)).not.toContain('cost');
    expect(Object.keys(product)).not.toContain('unit');
    expect(issues).toEqual([]);
  });

  it('reads tax_rate as a plain value or as its tax-rate row', () => {
    const row = { id: '2', name: 'VAT @5%', code: 'VAT5', rate: '5.0000', type: 'percentage' };
    expect(read({ id: '1', tax_rate: '2' }).product.tax_rate).toBe('2');
    expect(read({ id: '1', tax_rate: 5 }).product.tax_rate).toBe(5);
    expect(read({ id: '1', tax_rate: row })).toEqual({
      product: expect.objectContaining({ tax_rate: row }) as unknown,
      issues: [],
    });
  });

  it('leaves out a field in a shape it cannot use, names it, and keeps the rest', () => {
    const { product, issues } = read({
      id: '9',
      name: 'Switch',
      price: '10.0000',
      slug: { en: 'switch' },
      code: 4711,
      tax_rate: ['2'],
      promotion: { on: true },
      photos: { photo: 'a.png' },
      BXGY: 'none',
    });
    expect(product).toMatchObject({
      id: '9',
      name: 'Switch',
      price: '10.0000',
      code: '4711',
      slug: null,
      tax_rate: null,
      promotion: null,
      photos: null,
      BXGY: null,
    });
    expect(issues).toEqual([
      { field: 'slug', problem: 'expected text, got an object; ignored' },
      { field: 'promotion', problem: 'expected a flag, got an object; ignored' },
      { field: 'photos', problem: 'expected a list of photos, got an object; ignored' },
      { field: 'BXGY', problem: 'expected an object, got text; ignored' },
      { field: 'tax_rate', problem: 'expected a rate or a tax-rate row, got a list; ignored' },
    ]);
  });

  it('reads numbers written as numbers or numeric text, and says when text is not one', () => {
    const { product, issues } = read({
      id: '9',
      price: '1,299.00',
      quantity: '3.0000',
      unit_price: 'call us',
    });
    expect(product).toMatchObject({ price: '1,299.00', quantity: '3.0000', unit_price: null });
    expect(issues).toEqual([
      { field: 'unit_price', problem: 'expected a number, got text; ignored' },
    ]);
  });

  it('keeps the good photos of a list with odd entries', () => {
    const { product, issues } = read({
      id: '3',
      photos: ['a.png', 7, { photo: 'b.png', photo_url: null }, [1]],
    });
    expect(product.photos).toEqual(['a.png', { photo: 'b.png', photo_url: null }]);
    expect(issues).toEqual([
      {
        field: 'photos',
        problem: 'entries that are neither a file name nor {photo, photo_url} ignored',
      },
    ]);
  });

  it('says what a record is when it is not an object', () => {
    expect(readProductRecord('not a product')).toEqual({
      notAProduct: 'expected an object, got text',
    });
    expect(readProductRecord([{ id: 1 }])).toEqual({
      notAProduct: 'expected an object, got a list',
    });
  });
});
