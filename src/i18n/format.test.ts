import { describe, expect, it } from 'vitest';
import { fill, formatAmount, formatCount, formatDate, formatMoney, plural } from './format';

describe('format', () => {
  it('writes money in each language with Latin digits and the same figures to the fils', () => {
    expect(formatMoney(129_950, 'en')).toBe('AED 1,299.50');
    expect(formatMoney(129_950, 'ar')).toBe('1,299.50 درهم');
    expect(formatAmount(5, 'ar')).toBe('0.05');
    expect(formatCount(12_345, 'ar')).toBe('12,345');
  });

  it("writes amounts and counts to the fils, with each language's grouping and minus sign", () => {
    const fils = [0, 1, 99, 100_000, 123_456_789, 100_000_000_000, -1, -129_950, -0.4];
    expect(fils.map((f) => formatAmount(f, 'en'))).toEqual([
      '0.00',
      '0.01',
      '0.99',
      '1,000.00',
      '1,234,567.89',
      '1,000,000,000.00',
      '-0.01',
      '-1,299.50',
      '0.00',
    ]);
    expect(fils.map((f) => formatAmount(f, 'ar'))).toEqual([
      '0.00',
      '0.01',
      '0.99',
      '1,000.00',
      '1,234,567.89',
      '1,000,000,000.00',
      '\u200e-0.01',
      '\u200e-1,299.50',
      '0.00',
    ]);
    const counts = [0, 999, 1_000, 1_234_567, 2.5, -1_500];
    expect(counts.map((n) => formatCount(n, 'en'))).toEqual([
      '0',
      '999',
      '1,000',
      '1,234,567',
      '3',
      '-1,500',
    ]);
    expect(counts.map((n) => formatCount(n, 'ar'))).toEqual([
      '0',
      '999',
      '1,000',
      '1,234,567',
      '3',
      '\u200e-1,500',
    ]);
  });

  it('uses all six Arabic plural forms and the two English ones', () => {
    const items = {
      zero: 'لا منتجات',
      one: 'منتج واحد',
      two: 'منتجان',
      few: '{count} منتجات',
      many: '{count} منتجًا',
      other: '{count} منتج',
    };
    expect([0, 1, 2, 3, 11, 100].map((n) => plural(items, n, 'ar'))).toEqual([
      'لا منتجات',
      'منتج واحد',
      'منتجان',
      '3 منتجات',
      '11 منتجًا',
      '100 منتج',
    ]);
    expect(
      [1, 2, 1200].map((n) => plural({ one: '{count} item', other: '{count} items' }, n, 'en')),
    ).toEqual(['1 item', '2 items', '1,200 items']);
  });

  it('dates a moment by the UAE calendar', () => {
    const lateEvening = new Date('2026-11-23T21:30:00Z');
    expect(formatDate(lateEvening, 'en')).toBe('24 November 2026');
    expect(formatDate(lateEvening, 'ar')).toBe('24 نوفمبر 2026');
  });

  it('fills placeholders and leaves an unknown one visible', () => {
    expect(fill('{name} × {quantity}', { name: 'Cisco', quantity: 2 })).toBe('Cisco × 2');
    expect(fill('Hello {who}', {})).toBe('Hello {who}');
  });
});
