import { describe, expect, it } from 'vitest';
import { median, p95, quantile } from './stats.ts';

describe('stats', () => {
  it('takes the median of unsorted samples', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2);
  });

  it('takes the 95th percentile by nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(p95(samples)).toBe(95);
    expect(quantile(samples, 1)).toBe(100);
    expect(quantile(samples, 0)).toBe(1);
  });

  it('refuses an empty sample', () => {
    expect(() => median([])).toThrow();
  });
});
