import { describe, expect, it } from 'vitest';
import { describeFieldWarning, summariseFieldWarnings, type FieldWarning } from './field-warnings';

const slug = 'expected text, got an object; ignored';

describe('field warnings', () => {
  it('tell one product in one line', () => {
    expect(describeFieldWarning({ productId: 12, field: 'slug', problem: slug })).toBe(
      'product 12: slug: expected text, got an object; ignored',
    );
  });

  it('sum a catalogue up in one line per field and problem, with a count and a few ids', () => {
    const many: FieldWarning[] = Array.from({ length: 10_000 }, (_, i) => ({
      productId: i + 1,
      field: 'slug',
      problem: slug,
    }));
    const lines = summariseFieldWarnings([
      ...many,
      { productId: 7, field: 'tax_rate', problem: 'a fixed-amount tax-rate row; 5% assumed' },
      { productId: 9, field: 'tax_rate', problem: 'a fixed-amount tax-rate row; 5% assumed' },
    ]);
    expect(lines).toEqual([
      'product field slug: expected text, got an object; ignored (10000 products, e.g. 1, 2, 3, 4, 5)',
      'product field tax_rate: a fixed-amount tax-rate row; 5% assumed (2 products: 7, 9)',
    ]);
    expect(summariseFieldWarnings([{ productId: 3, field: 'photos', problem: 'x' }])).toEqual([
      'product field photos: x (1 product: 3)',
    ]);
    expect(summariseFieldWarnings([])).toEqual([]);
  });
});
