import { describe, expect, it } from 'vitest';
import { vatPercentOf } from './tax-rate';

describe('vatPercentOf', () => {
  const row = (extra: Record<string, unknown>) => ({
    id: '2',
    name: 'VAT @5%',
    code: 'VAT5',
    rate: '5.0000',
    type: 'percentage',
    ...extra,
  });

  it("reads the rate of stock SMA's tax-rate row", () => {
    expect(vatPercentOf(row({}))).toEqual({ percent: 5 });
    expect(vatPercentOf(row({ rate: '0.0000', name: 'No Tax' }))).toEqual({ percent: 0 });
    expect(vatPercentOf(row({ rate: 12.5, type: '1' }))).toEqual({ percent: 12.5 });
    expect(vatPercentOf({ rate: '5.0000' })).toEqual({ percent: 5 });
  });

  it('reads a rate written with decimals', () => {
    expect(vatPercentOf('5.0000')).toEqual({ percent: 5 });
    expect(vatPercentOf('0.00')).toEqual({ percent: 0 });
    expect(vatPercentOf(7.5)).toEqual({ percent: 7.5 });
  });

  it('takes a whole number for a row id (stock SMA lists), or nothing at all, as 5% without a warning', () => {
    for (const value of ['2', '1', 5, 10, null, undefined])
      expect(vatPercentOf(value)).toEqual({ percent: 5 });
  });

  it('assumes 5% with a warning for what it cannot read', () => {
    const problem = (value: unknown) => vatPercentOf(value).issue?.problem;
    expect(vatPercentOf(row({ type: 'fixed' }))).toEqual({
      percent: 5,
      issue: { field: 'tax_rate', problem: 'a fixed-amount tax-rate row; 5% assumed' },
    });
    expect(problem(row({ type: '2' }))).toBe('a fixed-amount tax-rate row; 5% assumed');
    expect(problem(row({ type: 'compound' }))).toBe('a tax-rate row of unknown type; 5% assumed');
    expect(problem(row({ rate: null }))).toBe('a tax-rate row without a usable rate; 5% assumed');
    expect(problem(row({ rate: '105.0000' }))).toBe(
      'a tax-rate row without a usable rate; 5% assumed',
    );
    expect(problem('VAT5')).toBe('neither a rate nor a tax-rate row id; 5% assumed');
    expect(problem('150.0000')).toBe('a rate outside 0-100; 5% assumed');
  });
});
