import { describe, expect, it } from 'vitest';
import { freeQuantity, summariseCart, unitPrice } from './cart-summary';

describe('unitPrice', () => {
  it.each([
    [{ price: 10_000 }, 10_000],
    [{ price: 10_000, promoPrice: 8_999 }, 8_999],
    [{ price: 10_000, promoPrice: 10_000 }, 10_000],
    [{ price: 10_000, promoPrice: 12_000 }, 10_000],
  ])('%o pays %i fils', (line, expected) => expect(unitPrice(line)).toBe(expected));
});

describe('freeQuantity', () => {
  it.each([
    [1, { buy: 2, get: 1 }, 0],
    [2, { buy: 2, get: 1 }, 1],
    [5, { buy: 2, get: 1 }, 2],
    [6, { buy: 3, get: 2 }, 4],
    [6, { buy: 0, get: 2 }, 0],
    [6, { buy: 3, get: 0 }, 0],
    [6, undefined, 0],
  ])('%i bought with %o gives %i free', (qty, bxgy, expected) =>
    expect(freeQuantity(qty, bxgy)).toBe(expected),
  );
});

describe('summariseCart', () => {
  const cart = [
    // On sale: 2 x 2,199.00 (list 2,450.00)
    { id: 1, price: 245_000, promoPrice: 219_900, quantity: 2 },
    // Buy 2 get 1: 3 x 899.00 paid, 1 free; no rate stored: 5%
    { id: 2, price: 89_900, quantity: 3, bxgy: { buy: 2, get: 1 } },
    { id: 3, price: 2_505, quantity: 1, vatPercent: 5 },
  ];

  it('prices a cart to the fils with prices including VAT', () => {
    // VAT per line: 4,398.00 x 5/105 = 209.43; 2,697.00 x 5/105 = 128.43; 25.05 x 5/105 = 1.19
    expect(summariseCart(cart, true)).toEqual({
      lines: [
        {
          id: 1,
          vatPercent: 5,
          unitPrice: 219_900,
          listPrice: 245_000,
          lineTotal: 439_800,
          saving: 50_200,
          grossTotal: 439_800,
          tax: 20_943,
          freeQuantity: 0,
        },
        {
          id: 2,
          vatPercent: 5,
          unitPrice: 89_900,
          listPrice: 89_900,
          lineTotal: 269_700,
          saving: 0,
          grossTotal: 269_700,
          tax: 12_843,
          freeQuantity: 1,
        },
        {
          id: 3,
          vatPercent: 5,
          unitPrice: 2_505,
          listPrice: 2_505,
          lineTotal: 2_505,
          saving: 0,
          grossTotal: 2_505,
          tax: 119,
          freeQuantity: 0,
        },
      ],
      itemCount: 6,
      subtotal: 712_005,
      savings: 50_200,
      totalWithoutTax: 678_100,
      tax: 33_905,
      vatPercent: 5,
      total: 712_005,
      shipping: 0,
      grandTotal: 712_005,
    });
  });

  it('shows net prices and adds the VAT at checkout when prices exclude VAT, to the same Grand Total', () => {
    expect(summariseCart(cart, false)).toEqual({
      lines: [
        // 2,199.00 - 104.71 = 2,094.29 a unit; 4,398.00 - 209.43 = 4,188.57 the line;
        // list 4,900.00 - 233.33
        {
          id: 1,
          vatPercent: 5,
          unitPrice: 209_429,
          listPrice: 233_333,
          lineTotal: 418_857,
          saving: 47_810,
          grossTotal: 439_800,
          tax: 20_943,
          freeQuantity: 0,
        },
        {
          id: 2,
          vatPercent: 5,
          unitPrice: 85_619,
          listPrice: 85_619,
          lineTotal: 256_857,
          saving: 0,
          grossTotal: 269_700,
          tax: 12_843,
          freeQuantity: 1,
        },
        {
          id: 3,
          vatPercent: 5,
          unitPrice: 2_386,
          listPrice: 2_386,
          lineTotal: 2_386,
          saving: 0,
          grossTotal: 2_505,
          tax: 119,
          freeQuantity: 0,
        },
      ],
      itemCount: 6,
      subtotal: 678_100,
      savings: 47_810,
      totalWithoutTax: 678_100,
      tax: 33_905,
      vatPercent: 5,
      total: 712_005,
      shipping: 0,
      grandTotal: 712_005,
    });
  });

  it('works the VAT out per line at each line rate', () => {
    const mixed = [
      { id: 1, price: 219_900, quantity: 2, vatPercent: 5 },
      // Zero-rated
      { id: 2, price: 2_505, quantity: 3, vatPercent: 0 },
      // At 15%, on sale at 114.99
      { id: 3, price: 11_500, promoPrice: 11_499, quantity: 3, vatPercent: 15 },
    ];
    // 4,398.00 holds 209.43; 75.15 holds 0; 344.97 x 15/115 = 44.9961 -> 45.00
    for (const includeVat of [true, false]) {
      expect(summariseCart(mixed, includeVat)).toMatchObject({
        tax: 20_943 + 0 + 4_500,
        totalWithoutTax: 439_800 - 20_943 + 7_515 + 34_497 - 4_500,
        vatPercent: null,
        grandTotal: 439_800 + 7_515 + 34_497,
      });
    }
    expect(summariseCart(mixed, false).lines.map((l) => l.lineTotal)).toEqual([
      418_857, 7_515, 29_997,
    ]);
    expect(summariseCart(mixed, false).lines.map((l) => l.unitPrice)).toEqual([
      209_429, 2_505, 9_999,
    ]);
  });

  it('rounds each line VAT half up to the fils', () => {
    // 0.21 x 5/105 = 0.01 exactly; 10.50 x 5/105 = 0.50
    expect(summariseCart([{ id: 1, price: 21, quantity: 1 }]).tax).toBe(1);
    expect(summariseCart([{ id: 1, price: 1_050, quantity: 1 }]).tax).toBe(50);
    // Per line, not on the sum: 0.10 holds 0.0048 -> 0.00 twice (the sum 0.20 would hold 0.01);
    // 0.11 holds 0.0052 -> 0.01 twice (the sum 0.22 would hold 0.01)
    expect(
      summariseCart([
        { id: 1, price: 10, quantity: 1 },
        { id: 2, price: 10, quantity: 1 },
      ]).tax,
    ).toBe(0);
    expect(
      summariseCart([
        { id: 1, price: 11, quantity: 1 },
        { id: 2, price: 11, quantity: 1 },
      ]).tax,
    ).toBe(2);
  });

  it('is all zero for an empty cart', () => {
    expect(summariseCart([])).toMatchObject({
      itemCount: 0,
      subtotal: 0,
      tax: 0,
      grandTotal: 0,
      savings: 0,
      vatPercent: null,
    });
  });
});
