import { describe, expect, it } from 'vitest';
import {
  addLine,
  cartItemCount,
  lineProductPath,
  lineStock,
  maxQuantity,
  parseStoredCart,
  removeLine,
  safeJsonParse,
  setLineQuantity,
  type CartLine,
} from './cart';

const router: CartLine = {
  id: 7,
  name: 'Cisco ISR 1111 Router',
  price: 249_900,
  promoPrice: 229_900,
  image: 'https://portal.example/uploads/isr1111.jpg',
  brand: 'Cisco',
  quantity_available: 12,
  quantity: 2,
  bxgy: { buy: 2, get: 1 },
  vatPercent: 5,
};
const phone: CartLine = {
  id: 9,
  name: 'Yealink T54W IP Phone',
  price: 89_900,
  image: null,
  brand: null,
  quantity_available: null,
  quantity: 1,
  vatPercent: 0,
};

const stored = (value: unknown) => parseStoredCart(safeJsonParse(JSON.stringify(value)));

describe('parseStoredCart', () => {
  it('keeps the slug of a line, and drops one that is not a slug of the shop', () => {
    const linked = { ...router, slug: 'cisco-isr-1111-router' };
    expect(stored([linked])).toEqual([linked]);
    expect(
      stored([
        { ...router, slug: '../../checkout' },
        { ...phone, slug: 42 },
      ]),
    ).toEqual([router, phone]);
    expect(lineProductPath(linked)).toBe('cisco-isr-1111-router');
    expect(lineProductPath(router)).toBe(7);
  });

  it('reads back a valid cart unchanged', () => {
    expect(stored([router, phone])).toEqual([router, phone]);
  });

  it('treats corrupt JSON as an empty cart', () => {
    expect(parseStoredCart(safeJsonParse('[{"id": 7, "name":'))).toEqual([]);
    expect(parseStoredCart(safeJsonParse(''))).toEqual([]);
  });

  it('treats anything but an array as an empty cart', () => {
    expect(stored({ 7: router })).toEqual([]);
    expect(stored(null)).toEqual([]);
    expect(stored('cart')).toEqual([]);
  });

  it('drops lines that cannot be priced or named, keeping the rest', () => {
    expect(stored([{ ...router, price: '2499.00' }, phone])).toEqual([phone]);
    expect(
      stored([
        { ...router, price: 2499.5 },
        { ...phone, name: '' },
        { ...phone, id: -1 },
        42,
        null,
      ]),
    ).toEqual([]);
  });

  it('clamps quantities to whole numbers of at least 1', () => {
    expect(stored([{ ...phone, quantity: -3 }])).toEqual([{ ...phone, quantity: 1 }]);
    expect(stored([{ ...phone, quantity: 0 }])).toEqual([{ ...phone, quantity: 1 }]);
    expect(stored([{ ...phone, quantity: 2.7 }])).toEqual([{ ...phone, quantity: 2 }]);
  });

  it('drops a line whose quantity is not a number', () => {
    expect(stored([{ ...phone, quantity: 'many' }])).toEqual([]);
    expect(stored([{ ...phone, quantity: 1e300 }])).toEqual([]);
  });

  it('merges lines of the same product, adding their quantities', () => {
    expect(stored([router, phone, { ...router, quantity: 3 }])).toEqual([
      { ...router, quantity: 5 },
      phone,
    ]);
  });

  it('repairs lines saved by older versions: missing display fields become null', () => {
    const { image: _image, brand: _brand, quantity_available: _available, ...old } = phone;
    expect(stored([old])).toEqual([phone]);
  });

  it('gives lines saved without a VAT rate, or with a broken one, the UAE rate of 5%', () => {
    const { vatPercent: _rate, ...old } = router;
    expect(stored([old])).toEqual([router]);
    expect(
      stored([
        { ...phone, vatPercent: '5' },
        { ...router, vatPercent: 150 },
      ]),
    ).toEqual([{ ...phone, vatPercent: 5 }, router]);
  });

  it('keeps the product when only its offer is broken', () => {
    const [line] = stored([{ ...router, bxgy: { buy: 0, get: 1 } }]);
    expect(line).toEqual({ ...router, bxgy: undefined });
  });

  it('drops a null sale price rather than the line', () => {
    expect(stored([{ ...phone, promoPrice: null }])).toEqual([phone]);
  });
});

describe('lineStock', () => {
  it.each([
    [{ quantity: 2, quantity_available: 12 }, { kind: 'in-stock' }],
    [{ quantity: 12, quantity_available: 12 }, { kind: 'in-stock' }],
    [
      { quantity: 13, quantity_available: 12 },
      { kind: 'short', available: 12 },
    ],
    [
      { quantity: 3, quantity_available: 2.5 },
      { kind: 'short', available: 2 },
    ],
    [{ quantity: 1, quantity_available: 0 }, { kind: 'sold-out' }],
    [{ quantity: 1, quantity_available: 0.5 }, { kind: 'sold-out' }],
    // Not checked yet: the order route checks.
    [{ quantity: 9, quantity_available: null }, { kind: 'in-stock' }],
  ])('%o is %o', (line, expected) => expect(lineStock(line)).toEqual(expected));

  it('caps new changes at the stock, once it is known', () => {
    expect(maxQuantity({ quantity_available: 3.5 })).toBe(3);
    expect(maxQuantity({ quantity_available: 0 })).toBe(0);
    expect(maxQuantity({ quantity_available: null })).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('cartItemCount', () => {
  it('adds up the quantities', () => {
    expect(cartItemCount([])).toBe(0);
    expect(cartItemCount([router, phone])).toBe(3);
  });
});

describe('cart operations', () => {
  const { quantity: _q, ...routerProduct } = router;

  it('appends a new product with the quantity added', () => {
    expect(addLine([phone], routerProduct, 2)).toEqual([phone, router]);
  });

  it('adds to the quantity of a product already in the cart, with its fresh details', () => {
    const cheaper = { ...routerProduct, promoPrice: 199_900 };
    expect(addLine([router, phone], cheaper, 3)).toEqual([{ ...cheaper, quantity: 5 }, phone]);
  });

  it('never adds less than one unit', () => {
    expect(addLine([], routerProduct, 0)).toEqual([{ ...router, quantity: 1 }]);
    expect(addLine([], routerProduct, Number.NaN)).toEqual([]);
  });

  it('sets a quantity, never below 1', () => {
    expect(setLineQuantity([router, phone], 9, 4)).toEqual([router, { ...phone, quantity: 4 }]);
    expect(setLineQuantity([router], 7, 0)).toEqual([{ ...router, quantity: 1 }]);
  });

  it('removes a line', () => {
    expect(removeLine([router, phone], 7)).toEqual([phone]);
  });
});
