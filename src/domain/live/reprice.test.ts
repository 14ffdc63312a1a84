import { describe, expect, it } from 'vitest';
import type { CartLine } from '../cart/cart';
import { repriceCart } from './reprice';

const router: CartLine = {
  id: 7,
  name: 'Cisco ISR 1111',
  price: 249_900,
  promoPrice: 229_900,
  image: null,
  brand: 'Cisco',
  quantity_available: 12,
  quantity: 2,
  vatPercent: 5,
};
const phone: CartLine = {
  id: 9,
  name: 'Yealink T54W',
  price: 89_900,
  image: null,
  brand: null,
  quantity_available: 4,
  quantity: 3,
  vatPercent: 5,
};
const offer = (
  id: number,
  price: number,
  salePrice: number | null,
  quantity: number | null,
  vatPercent = 5,
) => ({
  id,
  price,
  salePrice,
  quantity,
  vatPercent,
});

describe('repriceCart', () => {
  it('takes the current prices and stock, and lists what the shopper now pays differently', () => {
    const result = repriceCart([router, phone], {
      offers: [offer(7, 249_900, null, 12), offer(9, 94_900, 92_500, 2)],
      unavailable: [],
      failed: [],
    });
    const { promoPrice: _sale, ...routerWithoutSale } = router;
    expect(result.lines).toEqual([
      routerWithoutSale,
      { ...phone, price: 94_900, promoPrice: 92_500, quantity_available: 2 },
    ]);
    expect(result.changes).toEqual([
      { id: 7, from: 229_900, to: 249_900 },
      { id: 9, from: 89_900, to: 92_500 },
    ]);
    expect(result.confirmed).toEqual([7, 9]);
  });

  it('keeps the quantity of a line above the stock now', () => {
    const [line] = repriceCart([phone], {
      offers: [offer(9, 89_900, null, 1)],
      unavailable: [],
      failed: [],
    }).lines;
    expect(line).toMatchObject({ quantity: 3, quantity_available: 1 });
  });

  it('ignores a sale price that is not below the list price', () => {
    const result = repriceCart([phone], {
      offers: [offer(9, 89_900, 89_900, 4)],
      unavailable: [],
      failed: [],
    });
    expect(result.lines[0]).toBe(phone);
    expect(result.changes).toEqual([]);
  });

  it('marks a product the portal no longer sells as out of stock, at its last price', () => {
    const result = repriceCart([router, phone], { offers: [], unavailable: [9], failed: [7] });
    expect(result.lines).toEqual([router, { ...phone, quantity_available: 0 }]);
    expect(result.changes).toEqual([]);
    expect(result.confirmed).toEqual([9]);
  });

  it('leaves lines whose check failed, or that the answer does not mention, as they were', () => {
    const result = repriceCart([router, phone], {
      offers: [offer(9, 89_900, null, 4)],
      unavailable: [],
      failed: [7],
    });
    expect(result.lines[0]).toBe(router);
    expect(result.lines[1]).toBe(phone);
    expect(result.confirmed).toEqual([9]);
  });

  it('takes the product rate from the answer', () => {
    const [line] = repriceCart([phone], {
      offers: [offer(9, 89_900, null, 4, 0)],
      unavailable: [],
      failed: [],
    }).lines;
    expect(line?.vatPercent).toBe(0);
  });
});
