// @vitest-environment happy-dom
/**
 * The checkout's state without a browser: what reaches the order route, what the shopper is told
 * (beside which field), and how an order in doubt turns into the confirmation, with fetch faked.
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutForm } from '../../domain/fixtures/checkout-form';
import type { Order } from '../../domain/checkout/order';
import { messagesFor } from '../../i18n/messages';
import { pick } from '../../i18n/pick';
import { $cart } from '../../stores/cart';
import { $toasts } from '../../stores/toasts';
import { noticeKeys } from '../../browser/cart/cart-notices';
import { CONFIRMATION_AFTER_MS, SETTLE_POLL_MS, useCheckoutForm } from './checkout-form-state';
import {
  cart,
  cleanUpAfterEach,
  fakeNavigation,
  jsonResponse,
  liveAnswer,
  liveOffer,
} from '../test-support-hooks';

const messages = messagesFor('en');
const t = messages.checkout;
const contact = { phone: '+971 4 123 4567', email: 'sales@example.ae' };
const options = {
  pricesIncludeVat: true,
  locale: 'en' as const,
  t,
  cartT: pick(messages.cart, noticeKeys),
  contact,
};

const order: Order = {
  message: 'Thank you for your order.',
  orderId: '42',
  referenceNo: 'SALE2026/11/0042',
  hash: null,
  orderHash: null,
  details: {
    customerName: 'Aisha Rahman',
    date: '2026-11-28',
    totalItems: 5,
    paymentMethod: 'cod',
    paymentStatus: 'pending',
    saleStatus: 'pending',
    subtotal: 427_300,
    productTax: 20_348,
    orderTax: 0,
    shipping: 0,
    grandTotal: 427_300,
  },
  items: [],
  totals: { subtotal: 427_300, productTax: 20_348, orderTax: 0, shipping: 0, grandTotal: 427_300 },
};

const doubt =
  'We could not confirm your order. It may have gone through, so please do not order again.';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | undefined;
}
type Answer = { status: number; body: unknown } | 'no answer';

/**
 * Fakes the shop's routes: the live check answers with the cart's own figures unless `route`
 * answers it.
 */
function fakeRoutes(route: (call: Call) => Answer | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call: Call = {
        url,
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as Call['body']) : undefined,
      };
      calls.push(call);
      const answer =
        route(call) ??
        (url.startsWith('/api/live?') ? { status: 200, body: liveAnswer() } : undefined);
      if (answer === undefined) throw new Error(`no fake answer for ${call.method} ${url}`);
      if (answer === 'no answer') throw new TypeError('Failed to fetch');
      return jsonResponse(answer.status, answer.body);
    }),
  );
  return { orders: () => calls.filter((c) => c.url === '/api/orders' && c.method === 'POST') };
}

const { same_as_billing: _same, note: _note, ...shopper } = checkoutForm;

/** The checkout form as the shopper filled it in, billing address only, changed by `fields`. */
function form(fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({ ...shopper, website: '', ...fields }))
    data.set(name, value);
  return data;
}

async function openCheckout() {
  const hook = renderHook(() => useCheckoutForm(options));
  await waitFor(() => expect(hook.result.current.live.state).toBe('answered'));
  return hook;
}

let navigation: ReturnType<typeof fakeNavigation>;
beforeEach(() => {
  sessionStorage.clear();
  $cart.set(cart);
  $toasts.set([]);
  navigation = fakeNavigation();
});
cleanUpAfterEach();

describe('the order the checkout sends', () => {
  it('is the form, the product ids and quantities, and the Grand Total shown to the fils, under one key', async () => {
    const routes = fakeRoutes((call) =>
      call.url === '/api/orders' ? { status: 200, body: { ok: true, order } } : undefined,
    );
    const { result } = await openCheckout();
    expect(result.current.summary.grandTotal).toBe(427_300);

    await act(() => result.current.submit(form()));

    const [sent] = routes.orders();
    // The fixture is the form as sent with the billing address only: same_as_billing true, no note.
    expect(sent?.body).toEqual({
      ...checkoutForm,
      items: [
        { product_id: 11, qty: 2 },
        { product_id: 22, qty: 3 },
      ],
      expected_total: 427_300,
      website: '',
    });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.headers).not.toHaveProperty('Idempotency-Replay-Only');
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it('carries the shipping address only when it is not the billing one', async () => {
    const routes = fakeRoutes((call) =>
      call.url === '/api/orders' ? { status: 200, body: { ok: true, order } } : undefined,
    );
    const { result } = await openCheckout();
    act(() => result.current.setSameAsBilling(false));

    await act(() =>
      result.current.submit(
        form({
          shipping_line1: 'Warehouse 4, Mussafah',
          shipping_line2: '',
          shipping_city: 'Abu Dhabi',
          shipping_postal_code: '',
          shipping_state: 'Abu Dhabi',
          shipping_country: 'United Arab Emirates',
        }),
      ),
    );

    expect(routes.orders()[0]?.body).toMatchObject({
      same_as_billing: false,
      billing_line1: 'Villa 12, Street 4',
      billing_city: 'Dubai',
      shipping_line1: 'Warehouse 4, Mussafah',
      shipping_city: 'Abu Dhabi',
      shipping_state: 'Abu Dhabi',
      shipping_country: 'United Arab Emirates',
    });
  });

  it('is stopped while the live check finds a line sold out, and only then', async () => {
    const soldOut = (stale: boolean) =>
      cart.map((line) => ({
        ...liveOffer(line),
        quantity: line.id === 22 ? 0 : 10,
        ...(stale ? { stale } : {}),
      }));
    fakeRoutes((call) =>
      call.url.startsWith('/api/live?')
        ? { status: 200, body: { offers: soldOut(false), unavailable: [], failed: [] } }
        : undefined,
    );
    const { result } = await openCheckout();
    expect(result.current.blocked).toBe(true);
    cleanup();
    vi.unstubAllGlobals();

    // The last figures the shop knew (beyond its portal budget) confirm nothing: the order route
    // checks.
    $cart.set(cart);
    fakeRoutes((call) =>
      call.url.startsWith('/api/live?')
        ? { status: 200, body: { offers: soldOut(true), unavailable: [], failed: [] } }
        : undefined,
    );
    const again = await openCheckout();
    expect(again.result.current.blocked).toBe(false);
  });

  it('sends a shopper with an empty cart home', async () => {
    $cart.set([]);
    fakeRoutes(() => undefined);
    renderHook(() => useCheckoutForm(options));
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/'));
  });
});

describe('a refused order', () => {
  it('names the field the route named, and puts the focus in it', async () => {
    document.body.innerHTML = '<input id="billing-postal_code"><input id="phone">';
    fakeRoutes((call) =>
      call.url === '/api/orders'
        ? {
            status: 400,
            body: {
              ok: false,
              error: 'Enter a phone number such as +971 50 123 4567',
              field: 'phone',
            },
          }
        : undefined,
    );
    const { result } = await openCheckout();

    await act(() => result.current.submit(form({ phone: '12' })));

    expect(result.current.fieldError('phone')).toBe(
      'Enter a phone number such as +971 50 123 4567',
    );
    expect(result.current.fieldError('email')).toBeUndefined();
    expect(result.current.formError).toBeNull();
    expect(document.activeElement?.id).toBe('phone');
    expect(result.current.locked).toBe(false);
    expect($toasts.get()).toEqual([
      { title: 'Checkout failed', description: 'Checkout failed', variant: 'destructive' },
    ]);
  });

  it('shows an error about no field of the form above Submit Order', async () => {
    fakeRoutes((call) =>
      call.url === '/api/orders'
        ? {
            status: 400,
            body: { ok: false, error: 'Too many different products in one order', field: 'items' },
          }
        : undefined,
    );
    const { result } = await openCheckout();

    await act(() => result.current.submit(form()));

    expect(result.current.formError).toBe('Too many different products in one order');
    expect(result.current.fieldError('items')).toBeUndefined();
  });

  it('after a 409 for changed offers: the cart re-priced, the reason said, a new intent at the new total', async () => {
    const dearer = cart.map((line) =>
      line.id === 11 ? { ...liveOffer(line), price: 139_900, salePrice: null } : liveOffer(line),
    );
    const changed =
      'Prices or stock changed since you opened this page. Please check your order and submit it again.';
    let refused = false;
    const routes = fakeRoutes((call) => {
      if (call.url !== '/api/orders') return undefined;
      if (refused) return { status: 200, body: { ok: true, order } };
      refused = true;
      return {
        status: 409,
        body: {
          ok: false,
          code: 'offer-changed',
          error: changed,
          offers: { offers: dearer, unavailable: [], failed: [] },
        },
      };
    });
    const { result } = await openCheckout();

    await act(() => result.current.submit(form()));

    expect(result.current.formError).toBe(changed);
    expect(result.current.live.changes.get(11)).toMatchObject({ from: 119_900, to: 139_900 });
    expect(result.current.summary.grandTotal).toBe(2 * 139_900 + 3 * 62_500);
    expect([result.current.busy, result.current.locked, result.current.pending]).toEqual([
      false,
      false,
      null,
    ]);

    await act(() => result.current.submit(form()));

    const [first, second] = routes.orders();
    expect(second?.body?.expected_total).toBe(467_300);
    expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
  });

  it('with no answer at all: the page says so in its own words, toasts, and keeps the key for the retry', async () => {
    const routes = fakeRoutes((call) => (call.url === '/api/orders' ? 'no answer' : undefined));
    const { result } = await openCheckout();

    await act(() => result.current.submit(form()));
    expect(result.current.formError).toBe(
      'Your order was not placed. Please try again, or call +971 4 123 4567 or e-mail sales@example.ae.',
    );
    await act(() => result.current.submit(form()));

    const [first, second] = routes.orders();
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
    // Marked as a repeat: a server whose store lost the key looks for the order at the portal
    // before sending it.
    expect(first?.headers).not.toHaveProperty('Idempotency-Repeat');
    expect(second?.headers).toMatchObject({ 'Idempotency-Repeat': 'true' });
  });

  it('with an empty cart at the portal: the toast SPEC gives it', async () => {
    fakeRoutes((call) =>
      call.url === '/api/orders'
        ? {
            status: 422,
            body: { ok: false, code: 'empty-cart', error: 'Please add some products to your cart' },
          }
        : undefined,
    );
    const { result } = await openCheckout();

    await act(() => result.current.submit(form()));

    expect($toasts.get()).toEqual([
      {
        title: 'Checkout failed',
        description: 'Please add some products to your cart',
        variant: 'destructive',
      },
    ]);
  });
});

describe('an order in doubt', () => {
  /** Opens the checkout on fake timers and lets the live check answer. */
  async function openOnFakeTimers() {
    vi.useFakeTimers();
    const hook = renderHook(() => useCheckoutForm(options));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(hook.result.current.live.state).toBe('answered');
    return hook;
  }

  it('is asked about every few seconds until it turns into the confirmation', async () => {
    const polls: string[] = [];
    const routes = fakeRoutes((call) => {
      if (call.url === '/api/orders')
        return {
          status: 202,
          body: { ok: false, code: 'outcome-unknown', error: doubt, settling: true },
        };
      if (!call.url.startsWith('/api/orders?key=')) return undefined;
      polls.push(call.url);
      return polls.length < 2
        ? {
            status: 202,
            body: { ok: false, code: 'outcome-unknown', error: doubt, settling: true },
          }
        : { status: 200, body: { ok: true, order } };
    });
    const { result } = await openOnFakeTimers();

    await act(() => result.current.submit(form()));
    const key = routes.orders()[0]?.headers['Idempotency-Key'] ?? '';
    expect(result.current.pending?.message).toBe(doubt);
    expect([result.current.checking, result.current.locked]).toEqual([true, true]);
    expect(JSON.parse(sessionStorage.getItem('checkout-pending-order') ?? '{}')).toMatchObject({
      key,
      message: doubt,
    });

    await act(() => vi.advanceTimersByTimeAsync(SETTLE_POLL_MS));
    expect(polls).toEqual([`/api/orders?key=${key}`]);
    expect(result.current.placed).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(SETTLE_POLL_MS));
    expect(polls).toHaveLength(2);
    expect(result.current.placed).toEqual(order);
    expect([result.current.pending, result.current.checking]).toEqual([null, false]);
    expect($cart.get()).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem('last-order') ?? 'null')).toEqual(order);
    expect(sessionStorage.getItem('checkout-pending-order')).toBeNull();
    expect($toasts.get()).toEqual([{ title: 'Checkout successful', description: t.successText }]);
    expect(navigation.assign).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(CONFIRMATION_AFTER_MS));
    expect(navigation.assign).toHaveBeenCalledWith('/order-confirmation');
  });

  it('that the server found not placed frees the next attempt to be a new order', async () => {
    const notPlaced =
      "Your order was not placed: the shop's order system did not store it, " +
      'so nothing will be delivered. You can submit it again.';
    const routes = fakeRoutes((call) => {
      if (call.url === '/api/orders')
        return {
          status: 202,
          body: { ok: false, code: 'outcome-unknown', error: doubt, settling: true },
        };
      return call.url.startsWith('/api/orders?key=')
        ? { status: 409, body: { ok: false, code: 'not-placed', error: notPlaced } }
        : undefined;
    });
    const { result } = await openOnFakeTimers();
    await act(() => result.current.submit(form()));

    await act(() => vi.advanceTimersByTimeAsync(SETTLE_POLL_MS));

    expect([result.current.pending, result.current.checking, result.current.locked]).toEqual([
      null,
      false,
      false,
    ]);
    expect(result.current.formError).toBe(notPlaced);
    await act(() => result.current.submit(form()));
    const [first, second] = routes.orders();
    expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
    expect(second?.headers).not.toHaveProperty('Idempotency-Replay-Only');
  });

  it('survives a reload: Submit asks for its recorded outcome with the body first sent, not the form', async () => {
    const key = '0b7c9a52-8d0f-4e59-a3c1-2f1d6a9e0c44';
    const body = {
      name: 'Aisha Rahman',
      items: [{ product_id: 11, qty: 2 }],
      expected_total: 239_800,
    };
    sessionStorage.setItem('checkout-pending-order', JSON.stringify({ key, message: doubt, body }));
    const routes = fakeRoutes((call) =>
      call.url === '/api/orders'
        ? {
            status: 202,
            body: { ok: false, code: 'outcome-unknown', error: doubt, settling: false },
          }
        : undefined,
    );
    const { result } = await openOnFakeTimers();
    expect(result.current.pending).toEqual({ key, message: doubt, body });

    await act(() => result.current.submit(form({ name: 'Someone Else' })));

    const [sent] = routes.orders();
    expect(sent?.body).toEqual(body);
    expect(sent?.headers).toMatchObject({
      'Idempotency-Key': key,
      'Idempotency-Replay-Only': 'true',
    });
  });
});
