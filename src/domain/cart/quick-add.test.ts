import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart';
import { cartProductAt, cartProductOfCard } from './quick-add';

const card = {
  id: 7,
  slug: 'cisco-sg350-10',
  code: 'SG350-10-K9',
  price: 120_000,
  salePrice: 99_900,
  brand: 'Cisco',
  vatPercent: 5,
};
const shown = { name: 'Cisco SG350-10', image: '/_img/ab12-160.webp' };

describe('cartProductOfCard', () => {
  it('takes the sale price as the promotion, with unknown stock for the live check to fill', () => {
    expect(cartProductOfCard(card, shown, undefined)).toEqual({
      id: 7,
      slug: 'cisco-sg350-10',
      name: 'Cisco SG350-10',
      code: 'SG350-10-K9',
      price: 120_000,
      promoPrice: 99_900,
      image: '/_img/ab12-160.webp',
      brand: 'Cisco',
      quantity_available: null,
      bxgy: undefined,
      vatPercent: 5,
    });
  });

  it('ignores a sale price that is not below the price', () => {
    expect(
      cartProductOfCard({ ...card, salePrice: 120_000 }, shown, undefined).promoPrice,
    ).toBeUndefined();
    expect(
      cartProductOfCard({ ...card, salePrice: null }, shown, undefined).promoPrice,
    ).toBeUndefined();
  });

  it('keeps the stock and the bonus offer the cart already knew of the product', () => {
    const inCart: CartLine = {
      ...cartProductOfCard(card, shown, undefined),
      quantity: 1,
      quantity_available: 4,
      bxgy: { buy: 1, get: 1 },
    };
    const product = cartProductOfCard(card, shown, inCart);
    expect(product.quantity_available).toBe(4);
    expect(product.bxgy).toEqual({ buy: 1, get: 1 });
  });
});

describe('cartProductAt', () => {
  const product = {
    id: 9,
    slug: 'yealink-t54w',
    name: 'Yealink T54W',
    image: null,
    brand: 'Yealink',
    bxgy: { buy: 2, get: 1 },
  };

  it('puts the product in the cart at the offer shown, stock and bonus offer included', () => {
    expect(
      cartProductAt(product, { price: 80_000, salePrice: 75_050, quantity: 3, vatPercent: 5 }),
    ).toEqual({
      ...product,
      price: 80_000,
      promoPrice: 75_050,
      quantity_available: 3,
      vatPercent: 5,
    });
  });

  it('counts no promotion when the sale price is the price', () => {
    expect(
      cartProductAt(product, { price: 80_000, salePrice: 80_000, quantity: null, vatPercent: 5 })
        .promoPrice,
    ).toBeUndefined();
  });
});
