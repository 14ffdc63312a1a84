/**
 * The shop's write routes, called as a browser or a bot would: validation names the field, other
 * origins are refused, each client is throttled, honeypot submissions are dropped, one
 * idempotency key places one order, and a product the portal does not have is never ordered.
 */
import type { APIRequestContext } from '@playwright/test';
import { baseURL } from './paths';
import { expect, portalSubmissions, test } from './fixtures';
import { checkoutBody } from './lib/checkout-form';

let client = 0;
/**
 * A distinct simulated client (the test server trusts one proxy, whose X-Forwarded-For entry this
 * is), so throttles do not collide.
 */
const asClient = () => ({
  Origin: baseURL,
  'Content-Type': 'application/json',
  'X-Forwarded-For': `10.9.${process.pid % 250}.${++client}`,
});

const order = (email: string, items = [{ product_id: 0, qty: 1 }]) => checkoutBody(email, items);

async function aProductId(request: APIRequestContext): Promise<number> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const slug = /\/product\/([a-z0-9-]+)</.exec(sitemap)?.[1];
  const html = await (await request.get(`/product/${slug}`)).text();
  return Number(/data-product-id="(\d+)"/.exec(html)?.[1]);
}

test('validation errors name the field', async ({ request }) => {
  const res = await request.post('/api/orders', {
    headers: asClient(),
    data: { ...order('bad'), email: 'not-an-email' },
  });
  expect(res.status()).toBe(400);
  expect(await res.json()).toEqual({
    ok: false,
    field: 'email',
    error: 'Email must be a valid email address',
  });
  const quote = await request.post('/api/quote', {
    headers: asClient(),
    data: { first_name: 'A', last_name: '', email: 'a@example.ae', description: 'x' },
  });
  expect(await quote.json()).toEqual({
    ok: false,
    field: 'last_name',
    error: 'Last Name is required',
  });
});

test('requests from another origin, or not in JSON, are refused', async ({ request }) => {
  const foreign = await request.post('/api/subscribe', {
    headers: { ...asClient(), Origin: 'https://evil.example' },
    data: { email: 'a@example.ae' },
  });
  expect(foreign.status()).toBe(403);
  const noOrigin = await request.post('/api/subscribe', {
    headers: { 'Content-Type': 'application/json' },
    data: { email: 'a@example.ae' },
  });
  expect(noOrigin.status()).toBe(403);
  const form = await request.post('/api/subscribe', {
    headers: { ...asClient(), 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'email=a@example.ae',
  });
  expect(form.status()).toBe(415);
});

test('a client sending too many requests is told to wait', async ({ request }) => {
  const headers = asClient();
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    statuses.push(
      (await request.post('/api/quote', { headers, data: { first_name: 'A' } })).status(),
    );
  }
  expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  const last = await request.post('/api/quote', { headers, data: {} });
  expect(Number(last.headers()['retry-after'])).toBeGreaterThan(0);
});

test('a client writing its own X-Forwarded-For, another first entry each time, is still one client', async ({
  request,
}) => {
  // The proxy the test server trusts appends the client's address last, after whatever it wrote.
  const { 'X-Forwarded-For': client, ...headers } = asClient();
  const statuses: number[] = [];
  for (let i = 1; i <= 6; i++) {
    statuses.push(
      (
        await request.post('/api/subscribe', {
          headers: { ...headers, 'X-Forwarded-For': `203.0.113.${i}, ${client}` },
          data: {},
        })
      ).status(),
    );
  }
  expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
});

test('a filled honeypot looks like success but reaches nobody', async ({ request }) => {
  const email = `bot-${Date.now()}@example.ae`;
  const res = await request.post('/api/subscribe', {
    headers: asClient(),
    data: { email, website: 'http://spam.example' },
  });
  expect(await res.json()).toEqual({ ok: true });
  expect((await portalSubmissions()).some((s) => s.body.email === email)).toBe(false);
});

test('concurrent duplicates with one idempotency key place one order', async ({ request }) => {
  const email = `idem-${Date.now()}@example.ae`;
  const productId = await aProductId(request);
  const live = await (await request.get(`/api/live/${productId}`)).json();
  const body = {
    ...order(email, [{ product_id: productId, qty: 1 }]),
    expected_total: live.salePrice ?? live.price,
  };
  const headers = { ...asClient(), 'Idempotency-Key': `key-${Date.now()}` };
  const answers = await Promise.all(
    Array.from({ length: 5 }, () => request.post('/api/orders', { headers, data: body })),
  );
  const results = await Promise.all(
    answers.map(async (a) => ({ status: a.status(), ...(await a.json()) })),
  );
  // The first places the order; a duplicate arriving meanwhile is told it is in progress, one
  // arriving after gets the order.
  const placed = results.filter((r) => r.status === 200);
  expect(placed.filter((r) => !r.replayed)).toHaveLength(1);
  expect(new Set(placed.map((r) => r.order.orderId)).size).toBe(1);
  expect(
    results
      .filter((r) => r.status !== 200)
      .every((r) => r.status === 202 && r.code === 'order-pending'),
  ).toBe(true);
  const again = await (await request.post('/api/orders', { headers, data: body })).json();
  expect([again.order.orderId, again.replayed]).toEqual([placed[0]?.order.orderId, true]);
  expect(
    (await portalSubmissions()).filter(
      (s) => s.endpoint.includes('guest-checkout') && s.body.email === email,
    ),
  ).toHaveLength(1);
});

test('a product the shop does not sell is refused with 400, as changed offers the cart can repair, before anything is sent', async ({
  request,
}) => {
  const email = `unknown-${Date.now()}@example.ae`;
  const res = await request.post('/api/orders', {
    headers: { ...asClient(), 'Idempotency-Key': `key-unknown-${Date.now()}` },
    data: { ...order(email, [{ product_id: 99_999_999, qty: 1 }]), expected_total: 100 },
  });
  expect(res.status()).toBe(400);
  expect(await res.json()).toEqual({
    ok: false,
    code: 'offer-changed',
    field: 'items',
    error:
      'Prices or stock changed since you opened this page. Please check your order and submit it again.',
    offers: { offers: [], unavailable: [99_999_999], failed: [] },
  });
  expect(
    (await portalSubmissions()).filter(
      (s) => s.endpoint.includes('guest-checkout') && s.body.email === email,
    ),
  ).toEqual([]);
});
