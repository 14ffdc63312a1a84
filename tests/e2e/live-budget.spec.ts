/**
 * The live routes' portal budget, on a stock-SMA-shaped demo portal of this file's own: clients
 * hammering `/api/live` for 40 s drive no more portal calls than PORTAL_LIVE_BUDGET_PER_MINUTE (120),
 * a product already read is answered with its last figures marked stale, one never read gets 503
 * with Retry-After, one client alone is stopped with 429, and an order never waits on the budget.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkoutBody } from './lib/checkout-form';
import { useIsolatedShop } from './lib/isolated-shop';
import { plainInStock } from './lib/plain-products';
import { loadUntil } from '../../scripts/dev/bench/load.ts';
import { uaeDate } from '../../scripts/dev/demo-portal/dates.ts';
import { sellingUnitPrice } from '../../scripts/dev/demo-portal/wire.ts';

const BUDGET = 120;
const FLOOD_MS = 40_000;

const shop = useIsolatedShop((s) => s.portal.setFaults({ shape: 'stock-sma' }));

/** Product ids the build published (the demo catalogue's sellable products). */
const publishedIds = () => shop().portal.catalogue.products.filter((p) => p.broken === null && !p.hostile).map((p) => p.id);
const productReads = () => shop().portal.callCount('products/view/');

const live = (request: APIRequestContext, path: string, client: string): Promise<APIResponse> =>
  request.get(`${shop().url}${path}`, { headers: { 'X-Forwarded-For': client }, timeout: 30_000 });

test('clients hammering /api/live for 40 s drive no more portal calls than the budget; seen products come back stale, unseen ones 503', async ({ request, page }) => {
  test.setTimeout(120_000);
  const ids = publishedIds();
  const before = productReads();
  const statuses = new Map<number, number>();
  let stale = 0;
  let unseen503WithRetryAfter = 0;
  // Eight at a time, each request from another address so no client's own limit stops the flood
  // first: the budget alone must hold. Single products and batches, round the catalogue again and again.
  await loadUntil(8, Date.now() + FLOOD_MS, async (n, client) => {
    const single = n % 4 !== 0;
    const path = single ? `/api/live/${ids[n % ids.length]}` : `/api/live?ids=${[0, 1, 2].map((k) => ids[(n + k * 7) % ids.length]).join(',')}`;
    const res = await live(request, path, `10.60.${client}.${n % 250}`);
    statuses.set(res.status(), (statuses.get(res.status()) ?? 0) + 1);
    if (res.status() === 200 && single && (await res.json()).stale === true) stale++;
    if (res.status() === 503 && Number(res.headers()['retry-after']) > 0) unseen503WithRetryAfter++;
  });
  const calls = productReads() - before;
  test.info().annotations.push({ type: 'portal calls in 40 s', description: `${calls} (budget ${BUDGET} a minute); answers: ${JSON.stringify(Object.fromEntries(statuses))}` });
  expect(calls).toBeLessThanOrEqual(BUDGET);
  expect(calls).toBeGreaterThan(0);
  // The flood went on well past the budget, and was answered.
  expect(statuses.get(200) ?? 0).toBeGreaterThan(BUDGET);
  expect(stale).toBeGreaterThan(0);
  expect(unseen503WithRetryAfter).toBeGreaterThan(0);

  // The first product read, 40 s ago, while the budget is still spent: its page says the figures are the last known.
  await page.goto(`${shop().url}/product/${ids[1]}`);
  await expect(page.locator('[data-live-stale]')).toHaveText('Price and stock as last checked: the shop could not check them again just now.');
});

test('one client alone is stopped with 429 and Retry-After', async ({ request }) => {
  const id = publishedIds()[0];
  let limited: APIResponse | undefined;
  for (let i = 0; i < 300 && !limited; i++) {
    const res = await live(request, `/api/live/${id}`, '10.61.0.1');
    if (res.status() === 429) limited = res;
  }
  expect(limited?.status()).toBe(429);
  expect(Number(limited?.headers()['retry-after'])).toBeGreaterThan(0);
  expect((await live(request, `/api/live/${id}`, '10.61.0.2')).status()).not.toBe(429);
});

test('an order never waits on the spent budget: its live re-read and the order itself go to the portal', async ({ request }) => {
  // Spend the budget on products nobody will order, until a batch comes back with ids it could not read.
  const ids = publishedIds();
  let spent = false;
  for (let n = 0; !spent && n + 3 < ids.length; n += 3) {
    const res = await live(request, `/api/live?ids=${ids.slice(n, n + 3).join(',')}`, `10.62.${Math.floor(n / 200)}.${(n / 3) % 200}`);
    spent = ((await res.json()) as { failed: number[] }).failed.length > 0;
  }
  expect(spent).toBe(true);
  const product = plainInStock(shop().portal).at(-1);
  if (!product) throw new Error('no plain product in stock');
  // Never read, and the budget is spent: the live route cannot say.
  const price = await live(request, `/api/live/${product.id}`, '10.63.0.1');
  expect([price.status(), Number(price.headers()['retry-after']) > 0]).toEqual([503, true]);

  const email = `budget-${Date.now()}@example.ae`;
  const readsBefore = productReads();
  const res = await request.post(`${shop().url}/api/orders`, {
    headers: { Origin: shop().url, 'Content-Type': 'application/json', 'Idempotency-Key': `budget-${Date.now()}`, 'X-Forwarded-For': '10.63.0.2' },
    data: checkoutBody(email, [{ product_id: product.id, qty: 1 }], sellingUnitPrice(product, uaeDate())),
  });
  expect(res.status()).toBe(200);
  expect(productReads()).toBe(readsBefore + 1);
  expect((await shop().placedOrders()).filter((s) => s.body.email === email)).toHaveLength(1);
});
