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
  ])('%i bought with %o gives %i free', (qty, bxgy, expected) => expect(freeQuantity(qty, bxgy)).toBe(expected));
});

describe('summariseCart', () => {
  const cart = [
    { id: 1, price: 245_000, promoPrice: 219_900, quantity: 2 },
    { id: 2, price: 89_900, quantity: 3, bxgy: { buy: 2, get: 1 } },
    { id: 3, price: 2_505, quantity: 1 },
  ];

  it('prices a VAT-inclusive cart to the fils', () => {
    // 2 x 2,199.00 + 3 x 899.00 + 25.05 = 7,120.05; VAT inside = 7,120.05 x 5/105 = 339.05
    expect(summariseCart(cart, true)).toEqual({
      lines: [
        { id: 1, unitPrice: 219_900, lineTotal: 439_800, saving: 50_200, freeQuantity: 0 },
        { id: 2, unitPrice: 89_900, lineTotal: 269_700, saving: 0, freeQuantity: 1 },
        { id: 3, unitPrice: 2_505, lineTotal: 2_505, saving: 0, freeQuantity: 0 },
      ],
      itemCount: 6,
      subtotal: 712_005,
      savings: 50_200,
      totalWithoutTax: 678_100,
      tax: 33_905,
      total: 712_005,
      shipping: 0,
      grandTotal: 712_005,
    });
  });

  it('adds the tax on top when prices are net of VAT', () => {
    // 7,120.05 x 5% = 356.0025 -> 356.00
    expect(summariseCart(cart, false)).toMatchObject({
      subtotal: 712_005,
      totalWithoutTax: 712_005,
      tax: 35_600,
      total: 747_605,
      grandTotal: 747_605,
    });
  });

  it('rounds half a fils up', () => {
    // 0.21 x 5/105 = 0.01 exactly; 0.63 x 5/105 = 0.03; 10.50 x 5/105 = 0.50
    expect(summariseCart([{ id: 1, price: 21, quantity: 1 }]).tax).toBe(1);
    expect(summariseCart([{ id: 1, price: 1_050, quantity: 1 }]).tax).toBe(50);
    // net 0.10 x 5% = 0.005 -> 0.01
    expect(summariseCart([{ id: 1, price: 10, quantity: 1 }], false).tax).toBe(1);
  });

  it('is all zero for an empty cart', () => {
    expect(summariseCart([])).toMatchObject({ itemCount: 0, subtotal: 0, tax: 0, grandTotal: 0, savings: 0 });
  });
});
