import { describe, expect, it } from 'vitest';
import { deliveryProducts, MAX_NAMED_PRODUCTS } from './delivery-body.ts';

const body = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));

describe('what a delivery says changed', () => {
  it('reads the products named in the event data or at the top level, once each', () => {
    expect(
      deliveryProducts(
        body({ type: 'catalogue.updated', data: { reason: 'price', products: [17, 3, '17'] } }),
      ),
    ).toEqual({ ok: true, products: [3, 17] });
    expect(deliveryProducts(body({ products: [9] }))).toEqual({ ok: true, products: [9] });
  });

  it('rebuilds from the whole catalogue when it names nothing', () => {
    for (const nothing of [
      { type: 'catalogue.updated', data: { reason: 'x' } },
      { products: [] },
      'not json',
      { data: null },
    ]) {
      expect(deliveryProducts(body(nothing))).toEqual({ ok: true, products: null });
    }
  });

  it('refuses a products field that is not a list of product ids, saying so', () => {
    expect(deliveryProducts(body({ data: { products: 'all' } }))).toEqual({
      ok: false,
      reason: 'products must be a list of product ids',
    });
    expect(deliveryProducts(body({ products: [1, -2] })).ok).toBe(false);
    expect(
      deliveryProducts(
        body({ products: Array.from({ length: MAX_NAMED_PRODUCTS + 1 }, (_, i) => i + 1) }),
      ),
    ).toMatchObject({
      ok: false,
      reason: expect.stringContaining('at most'),
    });
  });
});
