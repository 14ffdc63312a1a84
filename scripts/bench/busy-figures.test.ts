import { describe, expect, it } from 'vitest';
import { figuresAge, portalHour } from './busy-figures.ts';

describe('figuresAge', () => {
  const read = Date.parse('2026-11-28T10:00:00.000Z');
  const seen = (asOf: string | null, afterMs: number, stale = false) => ({
    asOf,
    stale,
    receivedAt: read + afterMs,
  });

  it("gives the age of the dated answers at median, p95 and most, and counts the build's and the stale ones apart", () => {
    const answers = [
      ...Array.from({ length: 19 }, (_, n) => seen('2026-11-28T10:00:00.000Z', (n + 1) * 1_000)),
      seen('2026-11-28T10:00:00.000Z', 70_000, true),
      seen(null, 0, true),
    ];
    expect(figuresAge(answers)).toEqual({
      dated: 20,
      fromBuild: 1,
      stale: 2,
      medianMs: 10_000,
      p95Ms: 19_000,
      maxMs: 70_000,
    });
  });

  it('has no ages without a dated answer', () => {
    expect(figuresAge([seen(null, 5, true)])).toEqual({
      dated: 0,
      fromBuild: 1,
      stale: 1,
      medianMs: null,
      p95Ms: null,
      maxMs: null,
    });
  });

  it('takes 100,000 answers', () => {
    const many = Array.from({ length: 100_000 }, (_, n) => seen('2026-11-28T10:00:00.000Z', n));
    expect(figuresAge(many).maxMs).toBe(99_999);
  });
});

describe('portalHour', () => {
  it('totals the calls the limit counted and calls refused what it had but did not count', () => {
    expect(
      portalHour({ products: 12, 'products/view': 118, 'orders/guest-checkout': 60 }, 190),
    ).toEqual({
      calls: { products: 12, 'products/view': 118, 'orders/guest-checkout': 60 },
      total: 190,
      refused: 0,
    });
    expect(portalHour({ 'products/view': 500 }, 530).refused).toBe(30);
  });
});
