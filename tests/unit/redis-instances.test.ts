/**
 * Several shop instances on one real Redis give the answers one instance gives. Each instance is
 * the order route's own module graph (loaded afresh, so it has its own settings, portal client and
 * Redis connection, as a process of its own would), placing orders at a demo portal on loopback
 * that records every order it receives. redis-server must be installed: without it the set-up
 * fails with the command that installs it.
 */
import type { APIRoute } from 'astro';
import { readFile } from 'node:fs/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemoPortal } from '../../scripts/demo-portal/server.ts';
import { startTestPortal } from '../../scripts/demo-portal/test-support.ts';
import { startRedisServer, type RedisServer } from '../../scripts/dev/redis-server.ts';
import { checkoutForm } from '../../src/domain/fixtures/checkout-form';
import { fetchLiveOffers } from '../../src/portal/api';
import { createPortalClient } from '../../src/portal/client';
import { captureLog, type LogLine } from './log-capture';
import { publish } from './published-ids.stub';
import { callRoute } from './route-call';

interface Instance {
  POST: APIRoute;
  /** Where this instance's own log module writes. */
  logTo: (typeof import('../../src/server/log'))['logTo'];
  GET: APIRoute;
  close(): Promise<void>;
}

const SHOP = 'http://shop.test';
// Writes are accepted from the configured origin only (SITE_URL), read on the first request.
vi.stubEnv('SITE_URL', SHOP);
const RETRY =
  'The shop could not place your order just now. Nothing was sent; please try again in 5 seconds.';

let redis: RedisServer;
let portal: DemoPortal;
let inspect: Redis;
let order: Record<string, unknown>;
let one: Instance[];
let two: Instance[];

async function startInstance(): Promise<Instance> {
  vi.resetModules();
  const { POST, GET } = await import('../../src/pages/api/orders');
  const { getStorage } = await import('../../src/server/storage');
  const { logTo } = await import('../../src/server/log');
  return { POST, GET, logTo, close: async () => (await getStorage()).close() };
}

let keyCount = 0;
const newKey = () => `redis-${Date.now()}-${++keyCount}`;
let client = 0;
const newAddress = () => `10.9.${(++client >> 8) & 255}.${client & 255}`;

/**
 * `marker`: how the checkout page marks a key it sends again (an order it kept as pending, or one
 * sent without an answer).
 */
function submit(
  instance: Instance,
  key: string,
  {
    body = order,
    address = newAddress(),
    marker = {},
  }: { body?: unknown; address?: string; marker?: Record<string, string> } = {},
) {
  return callRoute(instance.POST, {
    method: 'POST',
    url: `${SHOP}/api/orders`,
    headers: {
      Origin: SHOP,
      'Content-Type': 'application/json',
      'Idempotency-Key': key,
      ...marker,
    },
    body: JSON.stringify(body),
    clientAddress: address,
  });
}
/** What the checkout page asks while a doubtful order settles. */
const orderStatus = (instance: Instance, key: string) =>
  callRoute(instance.GET, { url: `${SHOP}/api/orders?key=${key}`, clientAddress: newAddress() });
const answer = async (res: Response) => ({
  status: res.status,
  body: (await res.json()) as {
    ok: boolean;
    code?: string;
    error?: string;
    replayed?: boolean;
    order?: { orderId: string };
  },
});

/** Orders the portal received under `key` (the shop puts the key in each order's note). */
async function portalOrders(key: string): Promise<number> {
  const lines = (await readFile(portal.submissionsFile, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean);
  return lines
    .map((line) => JSON.parse(line) as { endpoint: string; body: { note?: string } })
    .filter(
      (s) => s.endpoint.includes('guest-checkout') && s.body.note === `Shop order key: ${key}`,
    ).length;
}

beforeAll(async () => {
  redis = await startRedisServer();
  portal = await startTestPortal({ products: 60 });
  inspect = new Redis(redis.url, { maxRetriesPerRequest: 0, retryStrategy: () => 200 });
  inspect.on('error', () => undefined);
  // Every order takes stock: the product with the most of it lasts the whole file.
  const [product] = portal.catalogue.products
    .filter((p) => p.broken === null && !p.bxgy && typeof p.quantity === 'number')
    .sort((p, q) => (q.quantity ?? 0) - (p.quantity ?? 0));
  if (!product || (product.quantity ?? 0) < 30)
    throw new Error('the demo catalogue has no product with stock to spare');
  const [offer] = (
    await fetchLiveOffers(createPortalClient({ baseUrl: portal.origin, apiKey: portal.apiKey }), [
      product.id,
    ])
  ).offers;
  if (!offer) throw new Error(`no live offer for product ${product.id}`);
  publish(product.id);
  order = {
    ...checkoutForm,
    items: [{ product_id: product.id, qty: 1 }],
    expected_total: offer.salePrice ?? offer.price,
  };

  vi.stubEnv('PORTAL_API_URL', portal.origin);
  vi.stubEnv('PORTAL_API_KEY', portal.apiKey);
  vi.stubEnv('SHOP_STORAGE_REDIS_URL', redis.url);
  const [a, b] = [await startInstance(), await startInstance()];
  one = [a];
  two = [a, b];
}, 60_000);

afterAll(async () => {
  await Promise.all((two ?? []).map((instance) => instance.close()));
  inspect?.disconnect();
  await portal?.close();
  await redis?.stop();
  vi.unstubAllEnvs();
});

let logged: LogLine[];
beforeEach(() => {
  portal.reset();
  logged = captureLog(two.map((instance) => instance.logTo));
});
const storageLines = (words: string) =>
  logged.filter((line) => line.event === 'storage' && line.msg.includes(words));

describe.each([
  ['one instance', () => one],
  ['two instances on one Redis', () => two],
])('%s', (_, instances) => {
  const on = (i: number) => instances()[i % instances().length] as Instance;

  it('places exactly one portal order for 20 concurrent submissions of one order key, spread over the instances', async () => {
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit(on(i), key).then(answer)),
    );
    expect(await portalOrders(key)).toBe(1);
    expect(answers.filter((a) => a.status === 200 && !a.body.replayed)).toHaveLength(1);
    expect(
      answers.every(
        (a) =>
          (a.status === 200 && a.body.ok) || (a.status === 202 && a.body.code === 'order-pending'),
      ),
    ).toBe(true);
    expect((await answer(await submit(on(1), key))).body).toMatchObject({
      ok: true,
      replayed: true,
    });
  });

  it('counts one client across the instances: 10 orders per 10 minutes, then 429', async () => {
    const address = newAddress();
    // An empty body is refused after the throttle has counted it, so nothing reaches the portal.
    const statuses = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await submit(on(i), newKey(), { body: {}, address })).status);
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
    expect((await submit(on(0), newKey(), { body: {}, address: newAddress() })).status).toBe(400);
  });

  it('answers "pending" on any instance while the order is with the portal, then replays it', async () => {
    portal.setFaults({ slowPaths: { 'orders/guest-checkout': 1_000 } });
    const key = newKey();
    const first = submit(on(0), key);
    await vi.waitFor(async () =>
      expect(await inspect.exists(`shop:idempotency:order:${key}`)).toBe(1),
    );
    expect(await answer(await submit(on(1), key))).toMatchObject({
      status: 202,
      body: { code: 'order-pending' },
    });
    expect(await answer(await first)).toMatchObject({
      status: 200,
      body: { ok: true, replayed: false },
    });
    expect(await answer(await submit(on(1), key))).toMatchObject({
      status: 200,
      body: { ok: true, replayed: true },
    });
    expect(await portalOrders(key)).toBe(1);
  });

  it('settles a doubtful order (a 500 after the insert) with one search of the sales, however many instances follow it', async () => {
    portal.setFaults({ failAfterPaths: ['orders/guest-checkout'] });
    const key = newKey();
    const searchesBefore = portal.callCount('sales');
    expect(await answer(await submit(on(0), key))).toMatchObject({
      status: 202,
      body: { code: 'outcome-unknown' },
    });
    // The page asks every instance in turn: each follows the key, one searches per round.
    await vi.waitFor(
      async () => {
        for (const instance of instances())
          expect((await orderStatus(instance, key)).status).toBe(200);
      },
      { timeout: 10_000, interval: 300 },
    );
    expect(portal.callCount('sales') - searchesBefore).toBe(1);
    expect(await portalOrders(key)).toBe(1);
    expect((await answer(await submit(on(1), key))).body).toMatchObject({
      ok: true,
      replayed: true,
    });
  });

  it('keeps every record in Redis with an expiry: order records 24 hours, throttle counts their window', async () => {
    const key = newKey();
    const address = newAddress();
    expect((await submit(on(1), key, { address })).status).toBe(200);
    const recordTtl = await inspect.pttl(`shop:idempotency:order:${key}`);
    expect(recordTtl).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(recordTtl).toBeLessThanOrEqual(24 * 3600_000);
    const countTtl = await inspect.pttl(`shop:throttle:order:${address}`);
    expect(countTtl).toBeGreaterThan(10 * 60_000 - 60_000);
    expect(countTtl).toBeLessThanOrEqual(10 * 60_000);
  });
});

describe('a Redis restart under two instances', () => {
  it('answers 503 with a retry message while Redis is away, sends nothing, and places each order once when it is back', async () => {
    const keys = Array.from({ length: 6 }, newKey);
    await redis.stop();
    const during = await Promise.all(
      keys.flatMap((key) => two.map((instance) => submit(instance, key))),
    );
    for (const res of during) {
      expect(res.headers.get('Retry-After')).toBe('5');
      expect(await answer(res)).toEqual({ status: 503, body: { ok: false, error: RETRY } });
    }
    expect(await Promise.all(keys.map(portalOrders))).toEqual(keys.map(() => 0));
    expect(storageLines('cannot be reached')).toHaveLength(2);

    await redis.restart();
    await vi.waitFor(
      async () => expect((await submit(two[0] as Instance, keys[0] as string)).status).toBe(200),
      { timeout: 10_000, interval: 200 },
    );
    const after = await Promise.all(
      keys.flatMap((key) => [...two, ...two].map((instance) => submit(instance, key).then(answer))),
    );
    expect(
      after.every((a) => a.status === 200 || (a.status === 202 && a.body.code === 'order-pending')),
    ).toBe(true);
    expect(await Promise.all(keys.map(portalOrders))).toEqual(keys.map(() => 1));
    expect(storageLines('is reachable again')).toHaveLength(2);
  }, 30_000);
});

describe('Redis emptied between two tries of one order key', () => {
  it.each([
    ['asked about as a pending order the page kept', { 'Idempotency-Replay-Only': 'true' }],
    ['sent again after no answer', { 'Idempotency-Repeat': 'true' }],
  ])(
    '%s: confirms the sale the portal already has, found by the key in its note, instead of placing a second one',
    async (_, marker) => {
      const key = newKey();
      const first = await answer(await submit(two[0] as Instance, key));
      expect(first).toMatchObject({ status: 200, body: { ok: true, replayed: false } });
      // A Redis restarted without persistence: every order record is gone.
      await inspect.flushall();
      const repeat = await answer(await submit(two[1] as Instance, key, { marker }));
      expect(repeat).toMatchObject({
        status: 200,
        body: { ok: true, replayed: true, order: { orderId: first.body.order?.orderId } },
      });
      expect(await portalOrders(key)).toBe(1);
      // The record is kept again: the next repeat is answered from it.
      const searches = portal.callCount('sales');
      expect((await answer(await submit(two[0] as Instance, key))).body).toMatchObject({
        ok: true,
        replayed: true,
      });
      expect(portal.callCount('sales')).toBe(searches);
    },
  );
});
