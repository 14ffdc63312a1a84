import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutForm } from '../../src/domain/fixtures/checkout-form';
import { PortalError } from '../../src/portal/errors';
import type { Order } from '../../src/domain/checkout/order';
import { createIntents } from '../../src/server/checkout/idempotency';
import { routeMetricsRegistry } from '../../src/server/metrics';
import { getStorage } from '../../src/server/storage';
import { captureLog, type LogLine } from './log-capture';
import { publish } from './published-ids.stub';
import { sampleOrder } from '../fixtures/order';
import { callRoute } from './route-call';

const fetchLiveOffers = vi.fn();
const placeGuestOrder = vi.fn();
const fetchRecentSales = vi.fn();
const fetchAllProducts = vi.fn();
vi.mock('../../src/portal/api', () => ({
  fetchLiveOffers,
  placeGuestOrder,
  fetchRecentSales,
  fetchAllProducts,
}));
vi.mock('../../src/server/portal', () => ({
  serverPortal: () => ({}),
  serverPortalBudget: () => ({ caps: { checkout: 500, other: 400 } }),
}));

const { GET, POST, ALL } = await import('../../src/pages/api/orders');
const { orderTimeLimitMs } = await import('../../src/server/checkout/order-settlement');

const SHOP = 'http://shop.test';
// Writes are accepted from the configured origin only (SITE_URL), read on the first request.
vi.stubEnv('SITE_URL', SHOP);
let client = 0;
let keyCount = 0;
const newKey = () => `intent-${Date.now()}-${++keyCount}`;

const form = {
  ...checkoutForm,
  items: [
    { product_id: 101, qty: 1 },
    { product_id: 104, qty: 1 },
    { product_id: 101, qty: 1 },
  ],
  // 2 x AED 219.90 (sale) + AED 1,299.00
  expected_total: 173_880,
};
const offer = (id: number, price: number, salePrice: number | null, quantity: number | null) => ({
  id,
  price,
  salePrice,
  quantity,
  vatPercent: 5,
});
const liveNow = {
  offers: [offer(101, 24_500, 21_990, 10), offer(104, 129_900, null, 5)],
  unavailable: [],
  failed: [],
};
const order = { ...sampleOrder, orderId: '5012', referenceNo: 'SALE/2025/0042' };

function post(
  body: unknown,
  { key = newKey(), headers = {}, address = `10.1.0.${++client}` } = {},
) {
  return callRoute(POST, {
    method: 'POST',
    url: `${SHOP}/api/orders`,
    headers: {
      Origin: SHOP,
      'Content-Type': 'application/json',
      ...(key ? { 'Idempotency-Key': key } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    clientAddress: address,
  });
}
const answer = async (res: Response) => [res.status, await res.json()] as const;
const unconfirmed = (key: string) =>
  `We could not confirm your order. It may have gone through, so please do not order again. Call +971 4 123 4567 or e-mail sales@gulfitstore.ae and quote order key ${key}.`;

let logged: LogLine[];
beforeEach(() => {
  fetchLiveOffers.mockReset().mockResolvedValue(liveNow);
  placeGuestOrder.mockReset().mockResolvedValue(order);
  fetchRecentSales.mockReset().mockResolvedValue([]);
  // The portal's product list as the shop's copy of the offers reads it: the figures of liveNow.
  fetchAllProducts.mockReset().mockResolvedValue({
    records: [
      {
        id: '101',
        name: 'Cisco CBS350-24T',
        unit_price: '245.00',
        promo_price: '219.90',
        quantity: '10',
      },
      { id: '104', name: 'Yealink T54W', unit_price: '1299.00', quantity: '5' },
    ],
    total: 2,
  });
  logged = captureLog();
});
const errors = () => logged.filter((line) => line.level === 'error');
/** Orders counted for the metrics with `outcome`. */
const orderCount = async (outcome: string) =>
  (await routeMetricsRegistry().getSingleMetric('shop_orders_total')?.get())?.values.find(
    (v) => v.labels.outcome === outcome,
  )?.value ?? 0;
afterEach(() => vi.restoreAllMocks());

describe('POST /api/orders: one order per intent', () => {
  it('checks the live offers in the checkout lane, then places the merged order with its key in the note', async () => {
    const key = newKey();
    const placedBefore = await orderCount('placed');
    expect(await answer(await post(form, { key }))).toEqual([
      200,
      { ok: true, order, replayed: false },
    ]);
    expect(await orderCount('placed')).toBe(placedBefore + 1);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'info',
        event: 'order',
        orderKey: key,
        outcome: 'placed',
        orderId: '5012',
      }),
    );
    expect(fetchLiveOffers).toHaveBeenCalledWith(
      expect.anything(),
      [101, 104],
      expect.objectContaining({ lane: 'checkout' }),
    );
    expect(placeGuestOrder).toHaveBeenCalledTimes(1);
    expect(placeGuestOrder.mock.calls[0]?.[1]).toMatchObject({
      items: [
        { product_id: 101, qty: 2, option_id: null },
        { product_id: 104, qty: 1, option_id: null },
      ],
      note: `Shop order key: ${key}`,
      phone: '+971501234567',
      shipping_phone: '+971501234567',
    });
  });

  it('replays a placed order to a repeat of the key, without sending anything', async () => {
    const key = newKey();
    await post(form, { key });
    expect(await answer(await post(form, { key }))).toEqual([
      200,
      { ok: true, order, replayed: true },
    ]);
    expect(fetchLiveOffers).toHaveBeenCalledTimes(1);
    expect(placeGuestOrder).toHaveBeenCalledTimes(1);
  });

  it('never sends a second order while the first is pending or after its outcome became unknown', async () => {
    const key = newKey();
    const unknownBefore = await orderCount('unknown');
    let timeOut: (error: unknown) => void = () => undefined;
    placeGuestOrder.mockImplementationOnce(() => new Promise((_, reject) => (timeOut = reject)));
    const first = post(form, { key });
    await vi.waitFor(() => expect(placeGuestOrder).toHaveBeenCalledTimes(1));

    const repeats = await Promise.all([post(form, { key }), post(form, { key })]);
    for (const repeat of repeats)
      expect(await answer(repeat)).toEqual([
        202,
        { ok: false, code: 'order-pending', error: unconfirmed(key), settling: true },
      ]);

    timeOut(
      new PortalError({
        kind: 'timeout',
        endpoint: 'POST orders/guest-checkout',
        detail: 'timed out after 10000 ms',
      }),
    );
    expect(await answer(await first)).toEqual([
      202,
      { ok: false, code: 'outcome-unknown', error: unconfirmed(key), settling: true },
    ]);
    for (let i = 0; i < 3; i++)
      expect(await answer(await post(form, { key }))).toEqual([
        202,
        { ok: false, code: 'outcome-unknown', error: unconfirmed(key), settling: true },
      ]);
    expect(placeGuestOrder).toHaveBeenCalledTimes(1);
    expect(await orderCount('unknown')).toBe(unknownBefore + 1);
    expect(errors()).toContainEqual(
      expect.objectContaining({
        event: 'order',
        orderKey: key,
        outcome: 'unknown',
        msg: `the portal may have placed this order; looking for it at the portal by the note "Shop order key: ${key}"`,
      }),
    );
  });

  it('asked again after an unknown outcome, replays the record but never places an order it has no record of', async () => {
    const replayOnly = { 'Idempotency-Replay-Only': 'true' };
    const placed = newKey();
    await post(form, { key: placed });
    expect(await answer(await post(form, { key: placed, headers: replayOnly }))).toEqual([
      200,
      { ok: true, order, replayed: true },
    ]);

    // A key this server never saw: its record went with a restart or a release switch.
    const forgotten = newKey();
    for (let i = 0; i < 2; i++) {
      expect(await answer(await post(form, { key: forgotten, headers: replayOnly }))).toEqual([
        202,
        { ok: false, code: 'outcome-unknown', error: unconfirmed(forgotten), settling: false },
      ]);
    }
    expect(placeGuestOrder).toHaveBeenCalledTimes(1);
    expect(fetchLiveOffers).toHaveBeenCalledTimes(1);
  });

  it('sent again after no answer, with no record kept (a restart, an emptied store): confirms the sale the portal has, else places it once', async () => {
    const repeat = { 'Idempotency-Repeat': 'true' };
    const kept = newKey();
    fetchRecentSales.mockResolvedValue([
      {
        id: '5020',
        reference_no: 'SALE/2025/0050',
        note: `Shop order key: ${kept}`,
        grand_total: '1738.8000',
        items: [],
      },
    ]);
    const [code, body] = await answer(await post(form, { key: kept, headers: repeat }));
    expect([code, body.replayed, body.order.orderId]).toEqual([200, true, '5020']);
    expect(placeGuestOrder).not.toHaveBeenCalled();

    // No recent sale carries the key: the first try never reached the portal, so this one is
    // placed.
    const lost = newKey();
    expect(await answer(await post(form, { key: lost, headers: repeat }))).toEqual([
      200,
      { ok: true, order, replayed: false },
    ]);
    expect(placeGuestOrder).toHaveBeenCalledTimes(1);

    // The sales could not be read: nothing is sent, and the key stays free.
    fetchRecentSales.mockRejectedValue(
      new PortalError({ kind: 'http', endpoint: 'GET sales', status: 500, detail: '(empty body)' }),
    );
    expect((await post(form, { key: newKey(), headers: repeat })).status).toBe(503);
    expect(placeGuestOrder).toHaveBeenCalledTimes(1);
  });

  it('treats a 5xx or an unreadable answer to the order as unknown, not as a failure', async () => {
    for (const error of [
      new PortalError({
        kind: 'http',
        endpoint: 'POST orders/guest-checkout',
        status: 500,
        detail: '(empty body)',
      }),
      new PortalError({
        kind: 'shape',
        endpoint: 'POST orders/guest-checkout',
        status: 200,
        detail: 'bad shape: not JSON',
      }),
    ]) {
      placeGuestOrder.mockRejectedValueOnce(error);
      const key = newKey();
      expect(await answer(await post(form, { key }))).toEqual([
        202,
        { ok: false, code: 'outcome-unknown', error: unconfirmed(key), settling: true },
      ]);
    }
  });

  it('refuses the same key with another body', async () => {
    const key = newKey();
    await post(form, { key });
    expect(
      await answer(await post({ ...form, items: [{ product_id: 101, qty: 3 }] }, { key })),
    ).toEqual([
      422,
      {
        ok: false,
        code: 'key-reused',
        error:
          'This order key was already used for a different order. Please reload the page and try again.',
      },
    ]);
    expect(placeGuestOrder).toHaveBeenCalledTimes(1);
  });

  it('frees the key when nothing was sent, so the same key can try again', async () => {
    const key = newKey();
    fetchLiveOffers.mockResolvedValueOnce({
      offers: [liveNow.offers[0]],
      unavailable: [],
      failed: [104],
    });
    const res = await post(form, { key });
    expect(await answer(res)).toEqual([
      503,
      {
        ok: false,
        error:
          'The shop could not place your order just now. Nothing was sent; please try again in 30 seconds.',
      },
    ]);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(placeGuestOrder).not.toHaveBeenCalled();

    placeGuestOrder.mockRejectedValueOnce(
      new PortalError({
        kind: 'busy',
        endpoint: 'POST orders/guest-checkout',
        detail: 'not sent: queue full',
      }),
    );
    expect((await post(form, { key })).status).toBe(503);
    expect(await answer(await post(form, { key }))).toEqual([
      200,
      { ok: true, order, replayed: false },
    ]);
    expect(placeGuestOrder).toHaveBeenCalledTimes(2);
  });
});

describe('POST /api/orders: live prices and stock', () => {
  const changed =
    'Prices or stock changed since you opened this page. Please check your order and submit it again.';

  it('refuses a total other than the live one, with the live offers, and replays that refusal', async () => {
    const repriced = { ...liveNow, offers: [offer(101, 24_500, null, 10), liveNow.offers[1]] };
    fetchLiveOffers.mockResolvedValue(repriced);
    const key = newKey();
    expect(await answer(await post(form, { key }))).toEqual([
      409,
      { ok: false, code: 'offer-changed', error: changed, offers: repriced },
    ]);
    expect(await answer(await post(form, { key }))).toEqual([
      409,
      { ok: false, code: 'offer-changed', error: changed, offers: repriced },
    ]);
    expect(fetchLiveOffers).toHaveBeenCalledTimes(1);
    expect(placeGuestOrder).not.toHaveBeenCalled();
    // A new key with the live total goes through.
    expect((await post({ ...form, expected_total: 178_900 })).status).toBe(200);
  });

  it('never orders a sold-out, unavailable or short line, even at the right total', async () => {
    const cases = [
      { offers: [offer(101, 24_500, 21_990, 0), liveNow.offers[1]], unavailable: [], failed: [] },
      { offers: [offer(101, 24_500, 21_990, 1), liveNow.offers[1]], unavailable: [], failed: [] },
      { offers: [liveNow.offers[0]], unavailable: [104], failed: [] },
    ];
    for (const live of cases) {
      fetchLiveOffers.mockResolvedValueOnce(live);
      expect(await answer(await post(form))).toEqual([
        409,
        { ok: false, code: 'offer-changed', error: changed, offers: live },
      ]);
    }
    expect(placeGuestOrder).not.toHaveBeenCalled();
  });
});

describe('POST /api/orders: only what the shop sells, within the portal’s hour', () => {
  it('refuses products this build does not publish with 400, before any portal call, as changed offers the cart can repair', async () => {
    const items = [
      { product_id: 101, qty: 1 },
      ...Array.from({ length: 49 }, (_, i) => ({ product_id: 9_000 + i, qty: 1 })),
    ];
    const res = await answer(await post({ ...form, items }));
    expect(res).toEqual([
      400,
      {
        ok: false,
        code: 'offer-changed',
        field: 'items',
        error:
          'Prices or stock changed since you opened this page. Please check your order and submit it again.',
        offers: {
          offers: [],
          unavailable: items.slice(1).map((item) => item.product_id),
          failed: [],
        },
      },
    ]);
    expect(fetchLiveOffers).not.toHaveBeenCalled();
    expect(placeGuestOrder).not.toHaveBeenCalled();
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        event: 'order',
        outcome: 'refused',
        reason: 'not-published',
      }),
    );
  });

  it('refuses products deleted at the portal since the build without a portal call: the copy of the offers no longer lists them', async () => {
    // Published by this build, but not in the portal's product list the copy of the offers was read
    // from.
    const deleted = Array.from({ length: 50 }, (_, i) => 7_000 + i);
    publish(...deleted);
    // The portal answers products/view of a deleted product with its 404: unavailable.
    fetchLiveOffers.mockImplementation(async (_client: unknown, ids: number[]) => ({
      offers: liveNow.offers.filter((o) => ids.includes(o.id)),
      unavailable: ids.filter((id) => !liveNow.offers.some((o) => o.id === id)),
      failed: [],
    }));
    const items = deleted.map((id) => ({ product_id: id, qty: 1 }));
    const res = await answer(await post({ ...form, items }));
    expect(res).toEqual([
      409,
      expect.objectContaining({
        code: 'offer-changed',
        offers: { offers: [], unavailable: deleted, failed: [] },
      }),
    ]);
    const productsRead = () => fetchLiveOffers.mock.calls.flatMap(([, ids]) => ids as number[]);
    expect(productsRead()).toEqual([]);
    expect(placeGuestOrder).not.toHaveBeenCalled();
    // Only the lines the copy lists are read again.
    await post({ ...form, items: [{ product_id: 104, qty: 1 }, ...items.slice(0, 3)] });
    expect(productsRead()).toEqual([104]);
  });

  it('takes at most 50 different products in one order', async () => {
    const items = Array.from({ length: 51 }, (_, i) => ({ product_id: 9_000 + i, qty: 1 }));
    expect(await answer(await post({ ...form, items }))).toEqual([
      400,
      { ok: false, error: 'Too many different products', field: 'items' },
    ]);
    expect(fetchLiveOffers).not.toHaveBeenCalled();
  });

  it('checks lines against the shop’s fresh copy of the offers when the portal’s hour for reading products is spent', async () => {
    const spent = new PortalError({
      kind: 'spent',
      endpoint: 'GET products/view/104',
      status: 401,
      delivery: 'answered',
      detail: 'This API key has reached the time limit for this method',
    });
    fetchLiveOffers.mockImplementation(
      async (
        _client: unknown,
        _ids: number[],
        { onFailed }: { onFailed: (id: number, error: unknown) => void },
      ) => {
        onFailed(104, spent);
        return { offers: [liveNow.offers[0]], unavailable: [], failed: [104] };
      },
    );
    const key = newKey();
    expect(await answer(await post(form, { key }))).toEqual([
      200,
      { ok: true, order, replayed: false },
    ]);
    expect(placeGuestOrder).toHaveBeenCalledTimes(1);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'warn', event: 'order', orderKey: key, productIds: [104] }),
    );
  });

  it('sends nothing when a line could not be read for another reason, or the copy is not fresh', async () => {
    fetchLiveOffers.mockResolvedValue({
      offers: [liveNow.offers[0]],
      unavailable: [],
      failed: [104],
    });
    expect((await post(form)).status).toBe(503);
    expect(placeGuestOrder).not.toHaveBeenCalled();
  });
});

describe('POST /api/orders: what the shopper and the log are told', () => {
  it('hides a refused API key from the shopper and shouts it in the log', async () => {
    placeGuestOrder.mockRejectedValueOnce(
      new PortalError({
        kind: 'http',
        endpoint: 'POST orders/guest-checkout',
        status: 403,
        detail: 'Invalid API key',
      }),
    );
    const key = newKey();
    expect(await answer(await post(form, { key }))).toEqual([
      502,
      {
        ok: false,
        error:
          'Online orders are not available just now, and no order was placed. Please call +971 4 123 4567 or e-mail sales@gulfitstore.ae to order.',
      },
    ]);
    expect(
      errors().some((line) =>
        line.msg.includes(
          "CONFIGURATION PROBLEM: portal refused the shop's API key (HTTP 403): check PORTAL_API_KEY",
        ),
      ),
    ).toBe(true);
    // Nothing was placed: once the key is fixed, the same intent may go through.
    expect((await post(form, { key })).status).toBe(200);
  });

  it("never shows the portal's own refusal: an unknown one gets the shop's refusal, and it is replayed", async () => {
    const internal = 'Internal SQL error at 10.0.0.5: table sma_sales';
    placeGuestOrder.mockRejectedValueOnce(
      new PortalError({
        kind: 'http',
        endpoint: 'POST orders/guest-checkout',
        status: 400,
        detail: internal,
      }),
    );
    const key = newKey();
    const refused = [
      422,
      {
        ok: false,
        code: 'refused',
        error: 'Your order was not accepted. Please check it and try again.',
      },
    ];
    expect(await answer(await post(form, { key }))).toEqual(refused);
    expect(await answer(await post(form, { key }))).toEqual(refused);
    expect(placeGuestOrder).toHaveBeenCalledTimes(1);
    // Staff read the portal's words in the log.
    expect(
      errors().some((line) => line.orderKey === key && JSON.stringify(line).includes(internal)),
    ).toBe(true);
  });

  it("answers a refusal the shop knows in the page's language, naming the field", async () => {
    const refuse = (detail: string) =>
      placeGuestOrder.mockRejectedValueOnce(
        new PortalError({
          kind: 'http',
          endpoint: 'POST orders/guest-checkout',
          status: 400,
          detail,
        }),
      );
    refuse('Cart items are required and must be a non-empty array.');
    expect(await answer(await post(form))).toEqual([
      422,
      { ok: false, code: 'empty-cart', error: 'Please add some products to your cart' },
    ]);
    refuse('Cart items are required and must be a non-empty array.');
    expect(await answer(await post(form, { headers: { 'Accept-Language': 'ar' } }))).toEqual([
      422,
      { ok: false, code: 'empty-cart', error: 'يُرجى إضافة بعض المنتجات إلى سلتك' },
    ]);
    refuse('The email field must contain a valid email address.');
    expect(await answer(await post(form))).toEqual([
      422,
      {
        ok: false,
        code: 'field-invalid',
        error: 'Email must be a valid email address',
        field: 'email',
      },
    ]);
    refuse('The warehouse_id field is required.');
    expect((await answer(await post(form)))[1]).toEqual({
      ok: false,
      code: 'refused',
      error: 'Your order was not accepted. Please check it and try again.',
    });
  });

  it('requires a well-formed key', async () => {
    for (const key of ['', 'short', 'has spaces in it', 'x'.repeat(65)]) {
      expect(await answer(await post(form, { key }))).toEqual([
        400,
        {
          ok: false,
          error: 'This order has no valid order key. Please reload the page and try again.',
          field: 'Idempotency-Key',
        },
      ]);
    }
    expect(fetchLiveOffers).not.toHaveBeenCalled();
  });

  it('names the field of a bad value, including merged quantities over the cap', async () => {
    expect(await answer(await post({ ...form, name: 'Sara\u202Egnp.exe' }))).toEqual([
      400,
      { ok: false, error: 'Name contains a text-direction control character', field: 'name' },
    ]);
    expect(
      await answer(
        await post({
          ...form,
          items: [
            { product_id: 101, qty: 9_999 },
            { product_id: 101, qty: 1 },
          ],
        }),
      ),
    ).toEqual([
      400,
      { ok: false, error: 'You can order at most 9,999 of one product', field: 'items.1.qty' },
    ]);
    const { expected_total: _omitted, ...withoutTotal } = form;
    expect((await answer(await post(withoutTotal)))[1]).toMatchObject({ field: 'expected_total' });
    expect(fetchLiveOffers).not.toHaveBeenCalled();
  });

  it('says when to come back after too many requests, matching Retry-After', async () => {
    const address = '10.2.0.1';
    for (let i = 0; i < 10; i++) await post(form, { address });
    const res = await post(form, { address });
    const seconds = Number(res.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(500);
    expect(await answer(res)).toEqual([
      429,
      { ok: false, error: `Too many requests. Please try again in ${seconds} seconds.` },
    ]);
  });

  it('answers other methods with 405', async () => {
    const res = await callRoute(ALL, { method: 'PUT', url: `${SHOP}/api/orders` });
    expect([res.status, res.headers.get('allow')]).toEqual([405, 'GET, HEAD, POST']);
  });
});

describe('POST /api/orders: body size in bytes', () => {
  it('refuses a body declared too large at once, and one that turns out too large as it arrives', async () => {
    const declared = await post('{}', { headers: { 'Content-Length': String(20 * 1024 * 1024) } });
    expect(await answer(declared)).toEqual([
      413,
      { ok: false, error: 'The request is too large.' },
    ]);
    // 17,000 Arabic letters: 17 K characters, 34 KB.
    expect((await post({ ...form, note: 'ش'.repeat(17_000) })).status).toBe(413);
    expect(fetchLiveOffers).not.toHaveBeenCalled();
  });
});

describe('doubtful orders settle themselves: GET /api/orders?key=', () => {
  const status = (key: string, lang = 'en') =>
    callRoute(GET, {
      url: `${SHOP}/api/orders?key=${encodeURIComponent(key)}`,
      headers: { 'Accept-Language': lang },
      clientAddress: `10.3.0.${++client}`,
    });
  const fiveHundred = () =>
    new PortalError({
      kind: 'http',
      endpoint: 'POST orders/guest-checkout',
      status: 500,
      detail: '(empty body)',
    });

  it('a 500 after the insert: the order is found by its note and the key answers with it, without sending it again', async () => {
    const key = newKey();
    placeGuestOrder.mockRejectedValueOnce(fiveHundred());
    const sale = {
      id: '5013',
      reference_no: 'SALE/2025/0043',
      note: `Shop order key: ${key}`,
      grand_total: '1738.8000',
      total: '1656.0000',
      items: [],
    };
    fetchRecentSales.mockResolvedValue([{ id: '5014', note: `Shop order key: ${key}0` }, sale]);
    expect((await post(form, { key })).status).toBe(202);
    expect(await answer(await status(key))).toEqual([
      202,
      { ok: false, code: 'outcome-unknown', error: unconfirmed(key), settling: true },
    ]);
    await vi.waitFor(async () => expect((await status(key)).status).toBe(200), { timeout: 5_000 });
    const [code, body] = await answer(await status(key));
    expect([
      code,
      body.order.orderId,
      body.order.referenceNo,
      body.order.totals.grandTotal,
      body.order.hash,
    ]).toEqual([200, '5013', 'SALE/2025/0043', 173_880, null]);
    expect(fetchRecentSales).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ start: 1 }),
    );
    expect(await answer(await post(form, { key }))).toEqual([
      200,
      { ok: true, order: body.order, replayed: true },
    ]);
    expect(placeGuestOrder).toHaveBeenCalledTimes(1);
    expect(logged.filter((line) => line.orderKey === key && line.outcome === 'settled')).toEqual([
      expect.objectContaining({
        level: 'warn',
        settledAs: 'placed',
        orderId: '5013',
        msg: expect.stringMatching(
          /^settled: placed, found at the portal as sale 5013 \(SALE\/2025\/0043\)/,
        ),
      }),
    ]);
  });

  it('a 500 before the insert: the key answers "not placed", in the page\'s language, and a new key places the order', async () => {
    const key = newKey();
    placeGuestOrder.mockRejectedValueOnce(fiveHundred());
    await post(form, { key });
    await vi.waitFor(async () => expect((await status(key)).status).toBe(409), { timeout: 5_000 });
    expect(await answer(await status(key, 'ar'))).toEqual([
      409,
      {
        ok: false,
        code: 'not-placed',
        error:
          'لم يتم تقديم طلبك: لم يحفظه نظام الطلبات لدى المتجر، لذا لن يُسلَّم أي شيء. يمكنك تقديمه مرة أخرى.',
      },
    ]);
    expect((await post(form)).status).toBe(200);
    expect(placeGuestOrder).toHaveBeenCalledTimes(2);
  });

  it('an order left pending by a process that stopped mid-way is looked for once past the order time limit, and the poll turns into the order', async () => {
    const key = newKey();
    const intents = createIntents<Order>(await getStorage(), 'order');
    await intents.write(key, {
      state: 'pending',
      claimedAt: Date.now() - orderTimeLimitMs(10_000) - 1_000,
      digest: 'd1',
    });
    fetchRecentSales.mockResolvedValue([
      {
        id: '5015',
        reference_no: 'SALE/2025/0044',
        note: `Shop order key: ${key}`,
        grand_total: '1738.8000',
        items: [],
      },
    ]);
    expect(await answer(await status(key))).toEqual([
      202,
      { ok: false, code: 'order-pending', error: unconfirmed(key), settling: true },
    ]);
    await vi.waitFor(async () => expect((await status(key)).status).toBe(200), { timeout: 5_000 });
    expect((await answer(await status(key)))[1].order.orderId).toBe('5015');
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'error',
        orderKey: key,
        outcome: 'unknown',
        reason: 'left-pending',
      }),
    );
    expect(placeGuestOrder).not.toHaveBeenCalled();
  });

  it('a key it has no record of is unknown, never "not placed"; a bad key is refused', async () => {
    expect(await answer(await status('never-seen-key-0001'))).toEqual([
      202,
      {
        ok: false,
        code: 'outcome-unknown',
        error: unconfirmed('never-seen-key-0001'),
        settling: false,
      },
    ]);
    expect((await status('bad key')).status).toBe(400);
  });
});
