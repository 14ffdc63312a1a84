import { describe, expect, it } from 'vitest';
import { netOf, shownPrice, vatContained } from './vat';

describe('vatContained', () => {
  it.each([
    [10_500, 5, 500],
    [21, 5, 1],
    // 219,900 x 5/105 = 10,471.43
    [219_900, 5, 10_471],
    // 0.10 holds 0.476 fils (down), 0.11 holds 0.524 (up)
    [10, 5, 0],
    [11, 5, 1],
    [11_500, 15, 1_500],
    [9_999, 0, 0],
  ])('%i fils at %i%% contain %i fils of VAT', (gross, rate, vat) =>
    expect(vatContained(gross, rate)).toBe(vat),
  );
});

describe('shownPrice', () => {
  it('shows the gross price when prices include VAT', () => {
    expect(shownPrice(219_900, 5, true)).toBe(219_900);
  });

  it('shows the net price when prices exclude VAT, at the product rate', () => {
    expect(shownPrice(219_900, 5, false)).toBe(209_429);
    expect(netOf(219_900, 5)).toBe(209_429);
    expect(shownPrice(11_500, 15, false)).toBe(10_000);
    expect(shownPrice(9_999, 0, false)).toBe(9_999);
  });
});
