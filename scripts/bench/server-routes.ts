/**
 * `npm run bench:routes -- [--intents 100] [--seconds 10]`: measures the shop's on-demand routes on
 * the production build in dist/, behind the shop's own server, with a demo portal of its own
 * (bench-shop.ts). Every request comes from a shopper's address of its own (X-Forwarded-For's
 * entry, as the one proxy the bench's shop trusts would append it), one address for the requests of
 * one shopper's intent: the per-client limits are checked on each request, as for a crowd of
 * shoppers, and never reached, so the figures are the routes' and not their throttle's (nor the
 * hourly limit's: PORTAL_HOURLY_LIMIT=0):
 * - the worker's memory after ten 20 MB bodies sent to the order route, streamed and declared;
 * - how long an order takes while 30 live lookups are answered beside it, the portal's product
 *   reads slow (the lookups answer from the shop's copy of the offers: the order's own reads are
 *   the only ones);
 * - live-route answers per second at 10 concurrent clients (GET /api/live/{id} over the catalogue),
 *   and the portal calls meanwhile;
 * - orders at the portal per double-submitted intent while the portal takes 15 s to answer a guest
 *   checkout (the shop gives up after 10 s): each intent is two presses at once, then one more once
 *   they are answered, all under one idempotency key;
 * - after Submit Order (`--only follow-up` measures these alone): how long a doubtful order takes
 *   to settle behind a 15 s portal (from the POST to its key's record placed, as the page's polling
 *   sees it), the tracking route's answer time for a match, a wrong e-mail and an unknown
 *   reference, and the portal calls per route while the live routes are flooded (from rotating
 *   addresses) on a shop at the default hourly limit that reads its copy of the offers as often as
 *   it may.
 */
import '../dev/src-loader.ts';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pLimit from 'p-limit';
import { startDemoPortal, type DemoPortal } from '../demo-portal/server.ts';
import type { ShopServer } from '../runtime/front-server/shop-server.ts';
import { startBenchShop } from './bench-shop.ts';
import { portalHour } from './busy-figures.ts';
import { loadUntil } from './load.ts';
import { rssFromStatus } from './process-tree.ts';
import {
  get as getFrom,
  liveOffer as liveOfferFor,
  postJson as postJsonFrom,
  postOrder,
} from './shop-requests.ts';
import { median, p95 } from './stats.ts';

// Imports src/, through the loader imported above.
const { oneUnitOrder, orderable, ordersPerKey, shopperAddress } =
  await import('./route-shoppers.ts');

const { values } = parseArgs({
  options: {
    intents: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string' },
    'flood-seconds': { type: 'string', default: '90' },
  },
});
const FLOOD_SECONDS = Number(values['flood-seconds']);
const INTENTS = Number(values.intents);
const LIVE_SECONDS = Number(values.seconds);
const PORTAL_DELAY_MS = 15_000;
/** The portal's calls per route an hour (PORTAL.md), and the shop's default PORTAL_HOURLY_LIMIT. */
const PORTAL_HOURLY_LIMIT = 500;
const MB = 1024 * 1024;

let shoppers = 0;
/** A new shopper's address. */
const newShopper = () => shopperAddress(shoppers++);

/** A GET of the shop's `route`, from a new shopper unless `address` is given. */
const get = (shop: ShopServer, route: string, address = newShopper()) =>
  getFrom(shop, route, address);

/** A JSON POST to the shop's `route` as its own pages send it, from a new shopper. */
const postJson = (shop: ShopServer, route: string, body: unknown) =>
  postJsonFrom(shop, route, body, newShopper());

/** The product's live offer, as its page reads it before the shopper orders. */
const liveOffer = (shop: ShopServer, id: number, address = newShopper()) =>
  liveOfferFor(shop, id, address);

const countBy = <T>(values: Iterable<T>) => {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return Object.fromEntries(counts);
};

async function liveRoute(shop: ShopServer, portal: DemoPortal, ids: number[]) {
  const callsBefore = portal.callCount('');
  const statuses: number[] = [];
  const latencies: number[] = [];
  await loadUntil(10, Date.now() + LIVE_SECONDS * 1000, async () => {
    const id = ids[Math.floor(Math.random() * ids.length)];
    const started = performance.now();
    const res = await get(shop, `/api/live/${id}`);
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    statuses.push(res.status);
  });
  return {
    perSecond: Math.round(latencies.length / LIVE_SECONDS),
    portalCalls: portal.callCount('') - callsBefore,
    statuses: countBy(statuses),
    p50: Math.round(median(latencies)),
    p95: Math.round(p95(latencies)),
  };
}

/**
 * Sends `bytes` of body to the order route, with or without Content-Length, and resolves with the
 * status.
 */
function hugeOrder(shop: ShopServer, bytes: number, declared: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const headers: Record<string, string> = {
      Origin: shop.url,
      'Content-Type': 'application/json',
      'Idempotency-Key': `huge-body-${shoppers}`,
      'X-Forwarded-For': newShopper(),
    };
    if (declared) headers['Content-Length'] = String(bytes);
    const req = request(
      `${shop.url}/api/orders`,
      { method: 'POST', headers, agent: false },
      (res) => {
        answered = true;
        res.resume().on('end', () => {
          resolve(res.statusCode ?? 0);
          req.destroy();
        });
      },
    );
    req.on('error', (error) => !answered && reject(error));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < bytes && !answered) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

async function workerMemory(shop: ShopServer) {
  const pid = shop.workerPid();
  if (pid === undefined) throw new Error('the shop has no worker');
  const rss = async () => rssFromStatus(await readFile(`/proc/${pid}/status`, 'utf8')) / MB;
  const tenAtOnce = (bytes: number, declared: boolean) =>
    Promise.all(Array.from({ length: 10 }, () => hugeOrder(shop, bytes, declared)));
  // Both refusals run once on small bodies first, so the figures are the bodies' doing.
  await tenAtOnce(64 * 1024, false);
  await tenAtOnce(64 * 1024, true);
  const before = await rss();
  const streamed = await tenAtOnce(20 * MB, false);
  const afterStreamed = await rss();
  const declared = await tenAtOnce(20 * MB, true);
  const afterDeclared = await rss();
  return {
    before,
    afterStreamed,
    afterDeclared,
    statuses: [...new Set([...streamed, ...declared])],
  };
}

/**
 * How long an order takes while 30 shoppers' live lookups are answered beside it, the portal's
 * product reads slow (each answered after 1 s, a stock SMA install's shapes): the lookups answer
 * from the shop's copy of the offers and call nothing, so the order should take about its own read
 * of its line and the guest checkout, and the portal's count of product reads should be the order's
 * one.
 */
async function orderAmidLookups(shop: ShopServer, portal: DemoPortal) {
  const [ordered, ...others] = orderable(portal.catalogue);
  if (!ordered || others.length < 30) throw new Error('not enough products in stock');
  portal.reset();
  const shopper = newShopper();
  const body = oneUnitOrder('bench-amid@example.ae', await liveOffer(shop, ordered.id, shopper));
  portal.setFaults({ shape: 'stock-sma', slowPaths: { 'products/view': 1_000 } });
  const readsBefore = portal.callCount('products/view/');
  const lookups = others.slice(0, 30).map(async (p) => {
    const sent = performance.now();
    const res = await get(shop, `/api/live/${p.id}`);
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - sent };
  });
  const started = performance.now();
  const res = await postOrder(shop, `bench-amid-${Date.now()}`, body, shopper);
  const orderMs = Math.round(performance.now() - started);
  const answer = await res.text();
  const answered = await Promise.all(lookups);
  const portalReads = portal.callCount('products/view/') - readsBefore;
  portal.reset();
  if (res.status !== 200) throw new Error(`the order was not placed: ${res.status} ${answer}`);
  return {
    orderMs,
    orderStatus: res.status,
    lookups: countBy(answered.map((a) => a.status)),
    lookupsMaxMs: Math.round(Math.max(...answered.map((a) => a.ms))),
    portalReads,
  };
}

async function doubleSubmits(shop: ShopServer, portal: DemoPortal) {
  const products = orderable(portal.catalogue);
  portal.setFaults({ slowPaths: { 'orders/guest-checkout': PORTAL_DELAY_MS } });
  const answers: string[] = [];
  const keys: string[] = [];
  const press = async (key: string, body: unknown, shopper: string) => {
    const res = await postOrder(shop, key, body, shopper);
    const answer = (await res.json()) as { code?: string };
    answers.push(`${res.status}${answer.code ? ` ${answer.code}` : ''}`);
  };
  // One shopper's intent: the product's live offer read, then the presses, all from one address.
  const intent = async (n: number) => {
    const product = products[n % products.length];
    if (!product) throw new Error('no product in stock');
    const shopper = newShopper();
    const body = oneUnitOrder(`bench-${n}@example.ae`, await liveOffer(shop, product.id, shopper));
    const key = `bench-intent-${n}-${Date.now()}`;
    keys.push(key);
    await Promise.all([
      press(key, body, shopper),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() => press(key, body, shopper)),
    ]);
    await press(key, body, shopper);
  };
  // As many intents at once as the portal takes orders at once: each holds its slot until the
  // shop's timeout.
  let done = 0;
  await pLimit(3).map(
    Array.from({ length: INTENTS }, (_, n) => n),
    async (n) => {
      await intent(n);
      process.stdout.write(`\r  ${++done}/${INTENTS} intents`);
    },
  );
  process.stdout.write('\n');
  // The portal finishes the last slow orders after its 15 s.
  await new Promise((resolve) => setTimeout(resolve, PORTAL_DELAY_MS + 2_000));
  portal.reset();
  // The portal writes its submissions file on its first POST: none, when no order reached it.
  const perKey = ordersPerKey(await readFile(portal.submissionsFile, 'utf8').catch(() => ''), keys);
  return {
    orders: perKey.reduce((sum, n) => sum + n, 0),
    intentsWithOne: perKey.filter((n) => n === 1).length,
    intentsWithNone: perKey.filter((n) => n === 0).length,
    extraOrders: perKey.reduce((sum, n) => sum + Math.max(0, n - 1), 0),
    answers: countBy(answers),
  };
}

/**
 * From the POST of an order the portal stores after 15 s (the shop gives up at 10 s) to its key's
 * record placed. The bench asks every 250 ms (the page every 2 s), each time as a new client: from
 * one address that would pass the order-status limit (120 in 10 minutes) within the 3 minutes.
 */
async function settleTime(shop: ShopServer, portal: DemoPortal) {
  const [product] = orderable(portal.catalogue);
  if (!product) throw new Error('no product in stock');
  const shopper = newShopper();
  const body = oneUnitOrder('bench-settle@example.ae', await liveOffer(shop, product.id, shopper));
  portal.setFaults({ slowPaths: { 'orders/guest-checkout': PORTAL_DELAY_MS } });
  const key = `bench-settle-${Date.now()}`;
  const started = performance.now();
  const first = await postOrder(shop, key, body, shopper);
  const answeredMs = performance.now() - started;
  let status = 0;
  while (status !== 200 && performance.now() - started < 200_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = (await get(shop, `/api/orders?key=${key}`)).status;
  }
  portal.reset();
  return {
    firstAnswer: first.status,
    answeredMs: Math.round(answeredMs),
    settledMs: Math.round(performance.now() - started),
    status,
  };
}

/**
 * The portal's calls per route, as its hourly limit (500) counts them, while 8 clients at a time
 * flood the live routes from ever new addresses: the copy of the offers' reads, which follow the
 * clock and the limit and not the traffic, and no read per lookup.
 */
async function liveFlood(shop: ShopServer, portal: DemoPortal, ids: number[]) {
  portal.reset();
  portal.setFaults({ hourlyLimit: PORTAL_HOURLY_LIMIT });
  const receivedBefore = portal.callCount('');
  const statuses: number[] = [];
  const started = Date.now();
  const requests = await loadUntil(8, started + FLOOD_SECONDS * 1000, async (n) => {
    const route =
      n % 4 === 0
        ? `/api/live?ids=${[0, 1, 2].map((k) => ids[(n + k * 7) % ids.length]).join(',')}`
        : `/api/live/${ids[n % ids.length]}`;
    const res = await get(shop, route);
    await res.arrayBuffer();
    statuses.push(res.status);
  });
  const calls = portalHour(portal.hourlyCounts(), portal.callCount('') - receivedBefore);
  portal.reset();
  return { requests, seconds: (Date.now() - started) / 1000, calls, statuses: countBy(statuses) };
}

/**
 * The tracking route's answer time: a match (which reads the portal), a wrong e-mail and an unknown
 * reference.
 */
async function trackingTime(shop: ShopServer, portal: DemoPortal) {
  const [product] = orderable(portal.catalogue);
  if (!product) throw new Error('no product in stock');
  const email = 'bench-track@example.ae';
  const shopper = newShopper();
  const res = await postOrder(
    shop,
    `bench-track-${Date.now()}`,
    oneUnitOrder(email, await liveOffer(shop, product.id, shopper)),
    shopper,
  );
  const placed = (await res.json()) as { order?: { referenceNo: string } };
  if (res.status !== 200 || !placed.order)
    throw new Error(`the order to track was not placed: ${res.status} ${JSON.stringify(placed)}`);
  const reference = placed.order.referenceNo;
  const time = async (body: Record<string, string>) => {
    const latencies: number[] = [];
    const statuses = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      const answer = await postJson(shop, '/api/track-order', body);
      await answer.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses.add(answer.status);
    }
    return `${[...statuses].join('/')}: p50 ${median(latencies).toFixed(1)} ms, p95 ${p95(latencies).toFixed(1)} ms`;
  };
  return {
    match: await time({ reference: reference.toLowerCase(), email: email.toUpperCase() }),
    wrongEmail: await time({ reference, email: 'someone@example.ae' }),
    unknownReference: await time({ reference: 'SALE2000/01/0001', email }),
  };
}

const scratch = await mkdtemp(path.join(tmpdir(), 'bench-server-routes-'));
const portal = await startDemoPortal({
  port: 0,
  submissionsFile: path.join(scratch, 'submissions.jsonl'),
  env: {},
});
// The figures below but the flood's are the routes' own: the portal's hourly limit is lifted for
// them.
const shop = await startBenchShop(portal, { PORTAL_HOURLY_LIMIT: '0' });
try {
  const published = portal.catalogue.products.filter((p) => p.broken === null).map((p) => p.id);
  if (values.only === 'follow-up') {
    const settled = await settleTime(shop, portal);
    console.log(
      `a doubtful order behind a ${PORTAL_DELAY_MS / 1000} s portal: first answer ${settled.firstAnswer} after ${settled.answeredMs} ms, settled (key answers ${settled.status}) ${settled.settledMs} ms after Submit`,
    );
    const tracked = await trackingTime(shop, portal);
    console.log(
      `tracking, 30 requests each, each from an address of its own: match ${tracked.match}; wrong e-mail ${tracked.wrongEmail}; unknown reference ${tracked.unknownReference}`,
    );
    // The default hourly limit, and the copy of the offers read as often as it allows: what the
    // flood costs the portal.
    const budgeted = await startBenchShop(portal, {});
    try {
      const flood = await liveFlood(budgeted, portal, published);
      console.log(
        `live routes flooded ${flood.seconds.toFixed(0)} s (${flood.requests} requests, 8 at a time, a new address each) at the default hourly limit (${PORTAL_HOURLY_LIMIT}), ` +
          `the offers read as often as the budget allows: portal calls ${JSON.stringify(flood.calls.calls)} (${flood.calls.refused} refused); answers ${JSON.stringify(flood.statuses)}`,
      );
    } finally {
      await budgeted.close();
    }
  } else {
    const memory = await workerMemory(shop);
    console.log(
      `worker memory: ${memory.before.toFixed(1)} MB; after ten 20 MB bodies streamed ${memory.afterStreamed.toFixed(1)} MB, ` +
        `after ten more with Content-Length ${memory.afterDeclared.toFixed(1)} MB; statuses ${memory.statuses.join(', ')}`,
    );

    const amid = await orderAmidLookups(shop, portal);
    console.log(
      `an order while 30 live lookups are answered (portal product reads take 1 s): answered ${amid.orderStatus} in ${amid.orderMs} ms; ` +
        `lookups ${JSON.stringify(amid.lookups)}, the slowest in ${amid.lookupsMaxMs} ms; ${amid.portalReads} product reads at the portal (the order's own included)`,
    );

    console.log(
      `live route, 10 concurrent clients, ${LIVE_SECONDS} s, ${published.length} products; each request from an address of its own, so the per-client limit (240 a minute) is checked but not reached`,
    );
    const live = await liveRoute(shop, portal, published);
    console.log(
      `  ${live.perSecond} answers/s, p50 ${live.p50} ms, p95 ${live.p95} ms, statuses ${JSON.stringify(live.statuses)}; ${live.portalCalls} portal calls meanwhile`,
    );

    console.log(
      `${INTENTS} double-submitted intents, portal answering guest checkouts after ${PORTAL_DELAY_MS / 1000} s`,
    );
    const orders = await doubleSubmits(shop, portal);
    console.log(
      `  orders at the portal: ${orders.orders} (${orders.intentsWithOne} intents with one, ${orders.intentsWithNone} with none, ${orders.extraOrders} extra)`,
    );
    console.log(`  answers: ${JSON.stringify(orders.answers)}`);
  }
} finally {
  await shop.close();
  await portal.close();
  await rm(scratch, { recursive: true, force: true });
}
