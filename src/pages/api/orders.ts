/**
 * Places a guest order: `POST /api/orders` with the checkout form, the cart lines and the Grand
 * Total the shopper saw, under an `Idempotency-Key` header naming the intent. Prices never come
 * from the browser (the portal prices the order); the live offers decide whether it is placed, and
 * one key places at most one order (server/place-order.ts has the answers). A page asking again
 * after it was told the outcome is unknown adds `Idempotency-Replay-Only: true`: it wants the
 * recorded outcome, never a new order.
 */
import { checkoutSchema } from '../../domain/forms';
import type { Order } from '../../domain/order';
import { fail } from '../../server/http';
import { createIntents } from '../../server/idempotency';
import { orderMessages, orderWithoutKey } from '../../server/messages';
import { otherMethods } from '../../server/methods';
import { ORDER_KEY_PATTERN, placeOrder } from '../../server/place-order';
import { serverPortal } from '../../server/portal';
import { getStorage } from '../../server/storage';
import { writeRoute } from '../../server/write-route';

export const prerender = false;

const orderKey = (request: Request) => request.headers.get('idempotency-key') ?? '';

export const POST = writeRoute({
  name: 'order',
  limit: 10,
  windowMs: 10 * 60_000,
  schema: checkoutSchema,
  honeypotAnswer: { order: null },
  messages: (request, locale) => orderMessages(orderKey(request), locale),
  handle: async (input, request, locale) => {
    const key = orderKey(request);
    if (!ORDER_KEY_PATTERN.test(key)) {
      return fail(400, orderWithoutKey(locale), 'Idempotency-Key');
    }
    return placeOrder(input, key, {
      client: serverPortal(),
      intents: createIntents<Order>(await getStorage(), 'order'),
      replayOnly: request.headers.get('idempotency-replay-only') === 'true',
      locale,
    });
  },
});

export const ALL = otherMethods({ POST });
