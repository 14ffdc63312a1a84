/**
 * Places a guest order. The browser sends the form and product ids with quantities only; prices are
 * never taken from it (the portal prices the order). A double click or a retried request carrying
 * the same Idempotency-Key creates one order and gets that order back.
 */
import { guestCheckoutPayload } from '../../domain/checkout';
import { checkoutSchema } from '../../domain/forms';
import { placeGuestOrder } from '../../portal/api';
import { once } from '../../server/idempotency';
import { serverPortal } from '../../server/portal';
import { getStorage } from '../../server/storage';
import { writeRoute } from '../../server/write-route';

export const prerender = false;

const keyPattern = /^[A-Za-z0-9-]{8,64}$/;

export const POST = writeRoute({
  name: 'order',
  limit: 10,
  windowMs: 10 * 60_000,
  schema: checkoutSchema,
  honeypotAnswer: { order: null },
  failure: 'Checkout failed',
  handle: async (input, request) => {
    const payload = guestCheckoutPayload(input);
    const key = request.headers.get('idempotency-key');
    const place = async () => ({ ok: true, value: await placeGuestOrder(serverPortal(), payload) });
    if (!key || !keyPattern.test(key)) return { order: (await place()).value, replayed: false };
    const { value, replayed } = await once(await getStorage(), `order:${key}`, 24 * 3600, place);
    return { order: value, replayed };
  },
});
