/**
 * Places a guest order: `POST /api/orders` with the checkout form, the cart lines and the Grand
 * Total the shopper saw, under an `Idempotency-Key` header naming the intent. Prices never come
 * from the browser (the portal prices the order); the live offers decide whether it is placed, and
 * one key places at most one order (server/place-order.ts has the answers). A page asking again
 * after it was told the outcome is unknown adds `Idempotency-Replay-Only: true`: it wants the
 * recorded outcome, never a new order. One sending a key again after no answer adds
 * `Idempotency-Repeat: true`: the order is placed unless the portal already has it.
 *
 * `GET /api/orders?key=…` answers the key's record as a repeat would, without a body: the checkout
 * page asks it every few seconds while the server settles a doubtful order in the background
 * (server/order-settlement.ts), and turns into the confirmation once the order is found.
 */
import type { APIRoute } from 'astro';
import publishedIds from 'virtual:shop/product-ids';
import { checkoutSchema } from '../../domain/checkout/checkout-input';
import type { Order } from '../../domain/checkout/order';
import { overClientLimit } from '../../server/client-limit';
import { createIntents } from '../../server/checkout/idempotency';
import { fail, json } from '../../server/http';
import { liveOffer } from '../../server/live/live';
import { log } from '../../server/log';
import { offerChanged, orderMessages, orderWithoutKey } from '../../server/messages';
import { otherMethods } from '../../server/methods';
import { serverOrderFollowUp } from '../../server/checkout/order-follow-up';
import { answerRecord, ORDER_KEY_PATTERN, placeOrder } from '../../server/checkout/place-order';
import { serverPortal } from '../../server/portal';
import { failureResponse } from '../../server/portal-failure';
import { requestLocale } from '../../server/request-locale';
import { StoreUnavailableError } from '../../server/route-store';
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
    // The shop reads an order's products from the portal before placing it: only those it sells.
    const unpublished = [
      ...new Set(input.items.map((item) => item.product_id).filter((id) => !publishedIds.has(id))),
    ];
    if (unpublished.length > 0) {
      log().warn(
        {
          event: 'order',
          orderKey: key,
          outcome: 'refused',
          reason: 'not-published',
          productIds: unpublished,
        },
        `refused: products ${unpublished.join(', ')} are not sold by this build`,
      );
      const offers = { offers: [], unavailable: unpublished, failed: [] };
      return json(400, {
        ok: false,
        code: 'offer-changed',
        field: 'items',
        error: offerChanged(locale),
        offers,
      });
    }
    const store = await getStorage();
    return placeOrder(input, key, {
      client: serverPortal(),
      intents: createIntents<Order>(store, 'order'),
      replayOnly: request.headers.get('idempotency-replay-only') === 'true',
      repeat: request.headers.get('idempotency-repeat') === 'true',
      locale,
      followUp: serverOrderFollowUp(store),
      offerCopy: async (id) => (await liveOffer(id)).lookup,
    });
  },
});

/**
 * A page polls every 3 s for at most the 3 minutes a doubtful order is looked for: 60, and some
 * room.
 */
const STATUS_LIMIT = { name: 'order-status', limit: 120, windowMs: 10 * 60_000 };

export const GET: APIRoute = async (context) => {
  const { request, url } = context;
  const locale = requestLocale(request);
  const key = url.searchParams.get('key') ?? '';
  if (!ORDER_KEY_PATTERN.test(key)) return fail(400, orderWithoutKey(locale), 'key');
  try {
    const limited = await overClientLimit(context, STATUS_LIMIT, locale);
    if (limited) return limited;
    const store = await getStorage();
    // A key without a record (lost with a restart, or never sent): unknown, never "not placed".
    const record = (await createIntents<Order>(store, 'order').read(key)) ?? {
      state: 'unknown',
      digest: '',
    };
    return answerRecord(record, key, locale, serverOrderFollowUp(store));
  } catch (error) {
    if (error instanceof StoreUnavailableError)
      return failureResponse(
        { kind: 'not-sent', retryAfterSeconds: 5 },
        orderMessages(key, locale),
      );
    throw error;
  }
};

export const ALL = otherMethods({ GET, POST });
