import { describe, expect, it } from 'vitest';
import { discountPercent } from './discount';

describe('discountPercent', () => {
  it('gives the whole percent off, rounded down', () => {
    expect(discountPercent(100_00, 85_00)).toBe(15);
    expect(discountPercent(1299_00, 1104_99)).toBe(14);
    expect(discountPercent(1299_00, 1104_15)).toBe(15);
    expect(discountPercent(999_00, 899_10)).toBe(10);
    expect(discountPercent(3_00, 1_00)).toBe(66);
    expect(discountPercent(100_00, 1)).toBe(99);
  });

  it('is exact where floating point would not be', () => {
    // 0.29 × 100 is 28.999… in floating point; the discount is exactly 29%.
    expect(discountPercent(100, 71)).toBe(29);
    expect(discountPercent(1_000_00, 430_00)).toBe(57);
  });

  it('shows nothing without a real discount', () => {
    expect(discountPercent(100_00, null)).toBeNull();
    expect(discountPercent(100_00, 100_00)).toBeNull();
    expect(discountPercent(100_00, 120_00)).toBeNull();
    expect(discountPercent(100_00, 99_50)).toBeNull();
    expect(discountPercent(0, 0)).toBeNull();
  });
});
