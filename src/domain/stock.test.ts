import { describe, expect, it } from 'vitest';
import { isInStock } from './catalogue';
import { lineStock, maxQuantity } from './cart/cart';
import { checkOffers } from './checkout/checkout';
import { availableUnits, isAvailable } from './stock';
import { repriceCart } from './live/reprice';
import { wishOffer } from './wishlist';

describe('unknown stock means one thing everywhere: none', () => {
  it('counts whole units, and nothing for a figure that is missing or not a number', () => {
    expect([3.7, 1, 0.5, 0, -2, null, undefined, Number.NaN].map(availableUnits)).toEqual([
      3, 1, 0, 0, 0, 0, 0, 0,
    ]);
    expect([null, undefined, 0, 1].map(isAvailable)).toEqual([false, false, false, true]);
  });

  it('cards, the feed and structured data (isInStock), the cart, the wishlist and the order route agree', () => {
    expect(isInStock({ quantity: null })).toBe(false);
    const live = {
      offers: [{ id: 7, price: 10_500, salePrice: null, quantity: null, vatPercent: 5 }],
      unavailable: [],
      failed: [],
    };
    expect(checkOffers([{ product_id: 7, qty: 1 }], live, 10_500)).toMatchObject({
      verdict: 'changed',
      problems: [{ productId: 7, problem: 'sold-out' }],
    });
    // The cart stores the portal's silence as 0 when the live answer comes: sold out.
    const [line] = repriceCart(
      [
        {
          id: 7,
          name: 'P',
          price: 10_500,
          image: null,
          brand: null,
          quantity_available: 3,
          quantity: 1,
          vatPercent: 5,
        },
      ],
      live,
    ).lines;
    expect(line && lineStock(line)).toEqual({ kind: 'sold-out' });
    expect(line && maxQuantity(line)).toBe(0);
    expect(
      wishOffer(
        { price: 10_500, salePrice: null, vatPercent: 5, inStock: true } as never,
        live.offers[0],
      ),
    ).toMatchObject({ inStock: false });
  });
});
