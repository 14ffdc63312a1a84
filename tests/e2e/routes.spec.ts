/**
 * The shop's write routes, called as a browser or a bot would: validation names the field, other
 * origins are refused, each client is throttled, honeypot submissions are dropped, and one
 * idempotency key places one order.
 */
import type { APIRequestContext } from '@playwright/test';
import { baseURL } from './paths';
import { expect, portalSubmissions, test } from './fixtures';

let client = 0;
/** A distinct simulated client (the test server trusts X-Forwarded-For), so throttles do not collide. */
const asClient = () => ({ Origin: baseURL, 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.${process.pid % 250}.${++client}` });

const order = (email: string, items = [{ product_id: 0, qty: 1 }]) => ({
  name: 'Route Test',
  company: '',
  email,
  phone: '+971 50 000 0000',
  billing_line1: 'Office 1',
  billing_line2: '',
  billing_city: 'Dubai',
  billing_postal_code: '',
  billing_state: '',
  billing_country: 'United Arab Emirates',
  same_as_billing: true,
  note: '',
  items,
});

async function aProductId(request: APIRequestContext): Promise<number> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const slug = /\/product\/([a-z0-9-]+)</.exec(sitemap)?.[1];
  const html = await (await request.get(`/product/${slug}`)).text();
  return Number(/data-product-id="(\d+)"/.exec(html)?.[1]);
}

test('validation errors name the field', async ({ request }) => {
  const res = await request.post('/api/orders', { headers: asClient(), data: { ...order('bad'), email: 'not-an-email' } });
  expect(res.status()).toBe(400);
  expect(await res.json()).toEqual({ ok: false, field: 'email', error: 'Email must be a valid email address' });
  const quote = await request.post('/api/quote', { headers: asClient(), data: { first_name: 'A', last_name: '', email: 'a@example.ae', description: 'x' } });
  expect(await quote.json()).toEqual({ ok: false, field: 'last_name', error: 'Last Name is required' });
});

test('requests from another origin, or not in JSON, are refused', async ({ request }) => {
  const foreign = await request.post('/api/subscribe', { headers: { ...asClient(), Origin: 'https://evil.example' }, data: { email: 'a@example.ae' } });
  expect(foreign.status()).toBe(403);
  const noOrigin = await request.post('/api/subscribe', { headers: { 'Content-Type': 'application/json' }, data: { email: 'a@example.ae' } });
  expect(noOrigin.status()).toBe(403);
  const form = await request.post('/api/subscribe', { headers: { ...asClient(), 'Content-Type': 'application/x-www-form-urlencoded' }, data: 'email=a@example.ae' });
  expect(form.status()).toBe(415);
});

test('a client sending too many requests is told to wait', async ({ request }) => {
  const headers = asClient();
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    statuses.push((await request.post('/api/quote', { headers, data: { first_name: 'A' } })).status());
  }
  expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  const last = await request.post('/api/quote', { headers, data: {} });
  expect(Number(last.headers()['retry-after'])).toBeGreaterThan(0);
});

test('a filled honeypot looks like success but reaches nobody', async ({ request }) => {
  const email = `bot-${Date.now()}@example.ae`;
  const res = await request.post('/api/subscribe', { headers: asClient(), data: { email, website: 'http://spam.example' } });
  expect(await res.json()).toEqual({ ok: true });
  expect((await portalSubmissions()).some((s) => s.body.email === email)).toBe(false);
});

test('concurrent duplicates with one idempotency key place one order', async ({ request }) => {
  const email = `idem-${Date.now()}@example.ae`;
  const body = order(email, [{ product_id: await aProductId(request), qty: 1 }]);
  const headers = { ...asClient(), 'Idempotency-Key': `key-${Date.now()}` };
  const answers = await Promise.all(Array.from({ length: 5 }, () => request.post('/api/orders', { headers, data: body })));
  const results = await Promise.all(answers.map((a) => a.json() as Promise<{ ok: boolean; order: { orderId: string }; replayed: boolean }>));
  expect(results.every((r) => r.ok)).toBe(true);
  expect(new Set(results.map((r) => r.order.orderId)).size).toBe(1);
  expect(results.filter((r) => !r.replayed)).toHaveLength(1);
  const again = await (await request.post('/api/orders', { headers, data: body })).json();
  expect([again.order.orderId, again.replayed]).toEqual([results[0]?.order.orderId, true]);
  expect((await portalSubmissions()).filter((s) => s.endpoint.includes('guest-checkout') && s.body.email === email)).toHaveLength(1);
});

test("the portal's refusal comes back as its message", async ({ request }) => {
  const res = await request.post('/api/orders', { headers: asClient(), data: order(`unknown-${Date.now()}@example.ae`, [{ product_id: 99_999_999, qty: 1 }]) });
  expect(res.status()).toBe(422);
  const body = await res.json();
  expect(body.ok).toBe(false);
  expect(body.error).toMatch(/product/i);
});
