import { describe, expect, it } from 'vitest';
import type { Order } from '../../domain/checkout/order';
import { readOrderAnswer } from './order-answer';

const order = { orderId: '42' } as Order;
const failure = (status: number, body: Record<string, unknown>) => ({
  ok: false as const,
  status,
  error: typeof body.error === 'string' ? body.error : 'Something went wrong.',
  code: typeof body.code === 'string' ? body.code : undefined,
  field: typeof body.field === 'string' ? body.field : undefined,
  body,
});
const offers = {
  offers: [{ id: 7, price: 10_500, salePrice: null, quantity: 0, vatPercent: 5 }],
  unavailable: [9],
  failed: [],
};
const unknown =
  'We could not confirm your order. It may have gone through, so please do not order again.';

describe('readOrderAnswer', () => {
  it('takes a placed order, first time or replayed', () => {
    expect(readOrderAnswer({ ok: true, order })).toEqual({ kind: 'placed', order });
  });

  it('hands over the current offers when they changed', () => {
    const error =
      'Prices or stock changed since you opened this page. Please check your order and submit it again.';
    expect(
      readOrderAnswer(failure(409, { ok: false, code: 'offer-changed', error, offers })),
    ).toEqual({ kind: 'changed', message: error, offers });
    expect(
      readOrderAnswer(
        failure(409, { ok: false, code: 'offer-changed', error, offers: { offers: 'all' } }),
      ),
    ).toEqual({
      kind: 'changed',
      message: error,
      offers: null,
    });
  });

  it('reads both pending answers as an order that may exist, still looked for or no longer', () => {
    for (const code of ['order-pending', 'outcome-unknown']) {
      expect(readOrderAnswer(failure(202, { ok: false, code, error: unknown }))).toEqual({
        kind: 'pending',
        message: unknown,
        settling: false,
      });
      expect(
        readOrderAnswer(failure(202, { ok: false, code, error: unknown, settling: true })),
      ).toEqual({ kind: 'pending', message: unknown, settling: true });
    }
  });

  it('reads "not placed" apart from every other refusal', () => {
    const error =
      "Your order was not placed: the shop's order system did not store it, " +
      'so nothing will be delivered. You can submit it again.';
    expect(readOrderAnswer(failure(409, { ok: false, code: 'not-placed', error }))).toEqual({
      kind: 'not-placed',
      message: error,
    });
  });

  it('keeps the key when the request may have reached the portal', () => {
    expect(
      readOrderAnswer({ ok: false, status: 0, error: 'Could not reach the shop.', body: {} }),
    ).toMatchObject({ kind: 'failed', keepKey: true });
    expect(
      readOrderAnswer(failure(422, { ok: false, code: 'key-reused', error: 'Used' })),
    ).toMatchObject({ kind: 'failed', keepKey: true });
    expect(readOrderAnswer(failure(500, { ok: false, error: 'Checkout failed' }))).toMatchObject({
      kind: 'failed',
      keepKey: true,
    });
  });

  it('lets the key go when nothing was placed', () => {
    expect(
      readOrderAnswer(failure(503, { ok: false, error: 'Nothing was sent; please try again' })),
    ).toMatchObject({ kind: 'failed', keepKey: false });
    expect(
      readOrderAnswer(failure(400, { ok: false, error: 'Enter a valid email', field: 'email' })),
    ).toEqual({
      kind: 'failed',
      message: 'Enter a valid email',
      field: 'email',
      keepKey: false,
    });
    expect(
      readOrderAnswer(
        failure(422, {
          ok: false,
          code: 'empty-cart',
          error: 'Please add some products to your cart',
        }),
      ),
    ).toMatchObject({
      code: 'empty-cart',
      keepKey: false,
    });
    expect(
      readOrderAnswer(
        failure(429, { ok: false, error: 'Too many orders; try again in 5 minutes.' }),
      ),
    ).toMatchObject({ keepKey: false });
  });
});
