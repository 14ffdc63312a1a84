import { describe, expect, it } from 'vitest';
import { createRng } from '../demo-portal/prng.ts';
import { compressHour, dueBy, orderLines } from './busy-schedule.ts';

describe('compressHour', () => {
  it('says how much faster than real time the hour runs', () => {
    expect(compressHour(360)).toEqual({ hourMs: 360_000, factor: 10 });
    expect(compressHour(3600)).toEqual({ hourMs: 3_600_000, factor: 1 });
  });
});

describe('dueBy', () => {
  it('spreads the events evenly, none at the start, all by the end', () => {
    expect(dueBy(60, 360_000, 0)).toBe(0);
    expect(dueBy(60, 360_000, 2_999)).toBe(0);
    expect(dueBy(60, 360_000, 3_000)).toBe(1);
    expect(dueBy(60, 360_000, 180_000)).toBe(30);
    expect(dueBy(60, 360_000, 357_000)).toBe(60);
    expect(dueBy(60, 360_000, 500_000)).toBe(60);
  });

  it('keeps the rate asked at any level', () => {
    expect(dueBy(100_000, 360_000, 1_000)).toBe(278);
    expect(dueBy(100_000, 360_000, 359_000)).toBe(99_722);
    expect(dueBy(100, 360_000, 1_000)).toBe(0);
  });
});

describe('orderLines', () => {
  it('orders 1 to 3 different products, each count in turn', () => {
    const rng = createRng(7);
    const products = [1, 2, 3, 4, 5];
    const orders = Array.from({ length: 200 }, () => orderLines(rng, products));
    for (const lines of orders) {
      expect(new Set(lines).size).toBe(lines.length);
      expect(lines.every((id) => products.includes(id))).toBe(true);
    }
    expect(new Set(orders.map((lines) => lines.length))).toEqual(new Set([1, 2, 3]));
  });

  it('asks no more lines than there are products', () => {
    expect(orderLines(createRng(1), [9], 3)).toEqual([9]);
  });
});
