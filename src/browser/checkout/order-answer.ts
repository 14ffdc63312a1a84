/**
 * What an answer of the order route (POST /api/orders) means for the shopper and for the
 * idempotency key. A key whose order may have reached the portal is never given up: pressing
 * Submit again with it gets the first outcome back instead of a second order.
 */
import * as v from 'valibot';
import { liveOffersSchema, type LiveOffers } from '../../domain/live/live-offer';
import type { Order } from '../../domain/checkout/order';
import type { RouteResult } from '../post-json';

export type OrderAnswer =
  | { kind: 'placed'; order: Order }
  /** Prices or stock changed: nothing was placed, and the next attempt needs a new key. */
  | { kind: 'changed'; message: string; offers: LiveOffers | null }
  /** The order may have gone through (in progress, or its outcome unknown). */
  | {
      kind: 'pending';
      message: string;
      /** The server is still looking for it at the portal: ask again in a few seconds. */ settling: boolean;
    }
  /**
   * The server looked for it at the portal once the attempt was over: not placed; the next attempt
   * needs a new key.
   */
  | { kind: 'not-placed'; message: string }
  /**
   * Not placed, or not known to be: `keepKey` when the request may still have reached the portal.
   */
  | { kind: 'failed'; message: string; field?: string; code?: string; keepKey: boolean };

const fallback = 'Checkout failed';

export function readOrderAnswer(result: RouteResult<{ order: Order | null }>): OrderAnswer {
  if (result.ok)
    return result.order
      ? { kind: 'placed', order: result.order }
      : { kind: 'failed', message: fallback, keepKey: false };
  // 409: the live figures changed; 400: the cart names products the shop no longer sells.
  if (result.code === 'offer-changed') {
    const offers = v.safeParse(liveOffersSchema, result.body.offers);
    return {
      kind: 'changed',
      message: result.error,
      offers: offers.success ? offers.output : null,
    };
  }
  if (result.status === 409 && result.code === 'not-placed')
    return { kind: 'not-placed', message: result.error };
  if (result.status === 202)
    return { kind: 'pending', message: result.error, settling: result.body.settling === true };
  // No answer, a key bound to another submission, or a server fault: the order may exist.
  const mayExist =
    result.status === 0 ||
    result.code === 'key-reused' ||
    (result.status >= 500 && result.status !== 503);
  return {
    kind: 'failed',
    message: result.error,
    field: result.field,
    code: result.code,
    keepKey: mayExist,
  };
}
