/**
 * Two instances of the shop (`npm run serve` processes) on one Redis and one demo portal, as behind
 * a load balancer: an instance stopped (SIGTERM to its process group, as systemd sends it) while
 * the portal is still storing orders it answered too late hands their settling over, and the other
 * instance confirms them to the client that placed them.
 */
import { expect, test } from '@playwright/test';
import { Redis } from 'ioredis';
import { startRedisServer, type RedisServer } from '../../scripts/dev/redis-server.ts';
import type { LiveOffer } from '../../src/domain/live/live-offer';
import { checkoutBody } from './lib/checkout-form';
import { startOwnPortal, type OwnPortal } from './lib/own-portal';
import { plainInStock } from './lib/plain-products';
import { startServeProcess, type ServeProcess } from './lib/serve-process';

/** The shop's one public address, which both instances are told and writes come from. */
const SHOP = 'http://shop.test';
/** The portal stores an order this long after it came: 5 s after the shop stopped waiting. */
const PORTAL_ORDER_DELAY_MS = 15_000;

let redis: RedisServer | undefined;
let portal: OwnPortal | undefined;
let inspect: Redis | undefined;
let servers: ServeProcess[] = [];
test.afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
  inspect?.disconnect();
  await portal?.close();
  await redis?.stop();
});

const outcome = async (res: Response) => ({
  status: res.status,
  code: ((await res.json()) as { code?: string }).code,
});

test('SIGTERM while the portal is still storing late orders: the stopping instance answers the one in flight, hands the settling over, and the other instance confirms both', async () => {
  test.setTimeout(120_000);
  redis = await startRedisServer();
  portal = await startOwnPortal();
  inspect = new Redis(redis.url);
  const env = { SHOP_STORAGE_REDIS_URL: redis.url, SITE_URL: SHOP };
  servers = await Promise.all([
    startServeProcess(env, { portal }),
    startServeProcess(env, { portal }),
  ]);
  const [stopping, staying] = servers as [ServeProcess, ServeProcess];
  const [product] = plainInStock(portal.portal);
  if (!product) throw new Error('the demo catalogue has no plain product in stock');
  const offer = (await (await fetch(`${stopping.url}/api/live/${product.id}`)).json()) as LiveOffer;
  const order = (key: string) =>
    fetch(`${stopping.url}/api/orders`, {
      method: 'POST',
      headers: { Origin: SHOP, 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(
        checkoutBody(
          `${key}@example.ae`,
          [{ product_id: offer.id, qty: 1 }],
          offer.salePrice ?? offer.price,
        ),
      ),
    });
  // Until the test says otherwise, the portal's host answers the sales with its web server's 404
  // page: nobody can settle.
  portal.portal.setFaults({
    slowPaths: { 'orders/guest-checkout': PORTAL_ORDER_DELAY_MS },
    htmlNotFoundPaths: ['sales'],
  });

  const first = `handover-first-${Date.now()}`;
  expect(await outcome(await order(first))).toEqual({ status: 202, code: 'outcome-unknown' });
  // The stopping instance looks for it at the portal: it holds the key's lease.
  const lease = `shop:settling:${first}`;
  await expect.poll(() => inspect?.exists(lease)).toBe(1);

  const second = `handover-second-${Date.now()}`;
  const sent = portal.portal.callCount('orders/guest-checkout');
  const inFlight = order(second);
  await expect.poll(() => portal?.portal.callCount('orders/guest-checkout')).toBe(sent + 1);
  stopping.signalGroup('SIGTERM');
  expect(await outcome(await inFlight)).toEqual({ status: 202, code: 'outcome-unknown' });
  expect(await stopping.exited).toBe(0);
  expect(stopping.log).toContainEqual(
    expect.objectContaining({ event: 'shutdown', orderKeys: [first, second] }),
  );
  // Released as it stopped, not left to run out 45 s after its last search.
  expect(await inspect.exists(lease)).toBe(0);

  portal.portal.setFaults({ htmlNotFoundPaths: [] });
  // The clients ask about their orders, as the checkout page does; the balancer sends them to the
  // instance left.
  const status = (key: string) => fetch(`${staying.url}/api/orders?key=${key}`);
  await Promise.all(
    [first, second].map((key) =>
      expect
        .poll(async () => (await status(key)).status, { timeout: 60_000, intervals: [2_000] })
        .toBe(200),
    ),
  );
  for (const key of [first, second]) {
    expect(await (await status(key)).json()).toMatchObject({
      ok: true,
      order: { referenceNo: expect.stringMatching(/^SALE\d{4}\/\d{2}\/\d{4}$/) },
    });
    expect(
      (await staying.portalOrders()).filter((o) => o.body.note === `Shop order key: ${key}`),
    ).toHaveLength(1);
    expect(staying.log).toContainEqual(
      expect.objectContaining({
        event: 'order',
        orderKey: key,
        outcome: 'settled',
        settledAs: 'placed',
      }),
    );
  }
});
