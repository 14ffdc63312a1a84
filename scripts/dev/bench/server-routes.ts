/**
 * `npm run bench:routes -- [--intents 100] [--seconds 10]`: measures the shop's
 * on-demand routes on the production build in dist/, behind the shop's own server, with a demo
 * portal of its own:
 * - live-route answers per second at 10 concurrent clients (GET /api/live/{id} over the catalogue);
 * - how long an order takes while 30 live lookups wait for a slow portal;
 * - the worker's memory after ten 20 MB bodies sent to the order route, streamed and declared;
 * - orders at the portal per double-submitted intent while the portal takes 15 s to answer a guest
 *   checkout (the shop gives up after 10 s): each intent is two presses at once, then one more once
 *   they are answered, all under one idempotency key;
 * - after Submit Order (`--only follow-up` measures these alone): how long a doubtful order takes to
 *   settle behind a 15 s portal (from the POST to its key's record placed, as the page's polling
 *   sees it), portal calls per minute under a flood of the live routes at the default budget (from
 *   rotating addresses, so only the budget holds it), and the tracking route's answer time for a
 *   match, a wrong e-mail and an unknown reference.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pLimit from 'p-limit';
import { startDemoPortal, type DemoPortal } from '../demo-portal/server.ts';
import { loadUntil } from './load.ts';
import { rssFromStatus } from './process-tree.ts';
import { freePort } from '../free-port.ts';
import { startShopServer, type ShopServer } from '../../runtime/front-server/shop-server.ts';

const { values } = parseArgs({
  options: { intents: { type: 'string', default: '100' }, seconds: { type: 'string', default: '10' }, only: { type: 'string' }, 'flood-seconds': { type: 'string', default: '90' } },
});
const FLOOD_SECONDS = Number(values['flood-seconds']);
const INTENTS = Number(values.intents);
const LIVE_SECONDS = Number(values.seconds);
const PORTAL_DELAY_MS = 15_000;
const MB = 1024 * 1024;

let client = 0;
/** A distinct shopper address per request (the server trusts X-Forwarded-For here), so throttling stays out of the figures. */
const shopper = () => `10.${(++client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function liveRoute(shop: ShopServer, ids: number[]) {
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  await loadUntil(10, Date.now() + LIVE_SECONDS * 1000, async () => {
    const id = ids[Math.floor(Math.random() * ids.length)];
    const started = performance.now();
    const res = await fetch(`${shop.url}/api/live/${id}`);
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  });
  latencies.sort((a, b) => a - b);
  return {
    perSecond: Math.round(latencies.length / LIVE_SECONDS),
    statuses: Object.fromEntries(statuses),
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
  };
}

/** Sends `bytes` of body to the order route, with or without Content-Length, and resolves with the status. */
function hugeOrder(shop: ShopServer, bytes: number, declared: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const headers: Record<string, string> = { Origin: shop.url, 'Content-Type': 'application/json', 'Idempotency-Key': `huge-${++client}-body`, 'X-Forwarded-For': shopper() };
    if (declared) headers['Content-Length'] = String(bytes);
    const req = request(`${shop.url}/api/orders`, { method: 'POST', headers, agent: false }, (res) => {
      answered = true;
      res.resume().on('end', () => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
    });
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
  const tenAtOnce = (bytes: number, declared: boolean) => Promise.all(Array.from({ length: 10 }, () => hugeOrder(shop, bytes, declared)));
  // Both refusals run once on small bodies first, so the figures are the bodies' doing.
  await tenAtOnce(64 * 1024, false);
  await tenAtOnce(64 * 1024, true);
  const before = await rss();
  const streamed = await tenAtOnce(20 * MB, false);
  const afterStreamed = await rss();
  const declared = await tenAtOnce(20 * MB, true);
  const afterDeclared = await rss();
  return { before, afterStreamed, afterDeclared, statuses: [...new Set([...streamed, ...declared])] };
}

/** A one-unit order of `productId` as the checkout page sends it. */
const orderBody = (email: string, productId: number, expectedTotal: number) => ({
  name: 'Bench Shopper',
  email,
  phone: '+971 50 000 0000',
  billing_line1: 'Office 1',
  billing_city: 'Dubai',
  billing_country: 'United Arab Emirates',
  same_as_billing: true,
  items: [{ product_id: productId, qty: 1 }],
  expected_total: expectedTotal,
});

const inStock = (portal: DemoPortal) =>
  portal.catalogue.products.filter((p) => p.broken === null && !p.bxgy && typeof p.quantity === 'number' && p.quantity >= 10);

/**
 * How long an order takes while 30 shoppers' live lookups wait for the portal (each product view
 * answered after 1 s, a stock SMA install's shapes): orders go ahead of lookups, so it should take
 * about one view and one order, not the 10 s the lookups ahead of it would.
 */
async function orderBehindLookups(shop: ShopServer, portal: DemoPortal) {
  const [ordered, ...others] = inStock(portal);
  if (!ordered || others.length < 30) throw new Error('not enough products in stock');
  portal.reset();
  const live = (await (await fetch(`${shop.url}/api/live/${ordered.id}`)).json()) as { price: number; salePrice: number | null };
  portal.setFaults({ shape: 'stock-sma', slowPaths: { 'products/view': 1_000 } });
  const lookups = others.slice(0, 30).map(async (p) => (await fetch(`${shop.url}/api/live/${p.id}`, { headers: { 'X-Forwarded-For': shopper() } })).status);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = performance.now();
  const res = await fetch(`${shop.url}/api/orders`, {
    method: 'POST',
    headers: { Origin: shop.url, 'Content-Type': 'application/json', 'Idempotency-Key': `bench-behind-${Date.now()}`, 'X-Forwarded-For': shopper() },
    body: JSON.stringify(orderBody('bench-behind@example.ae', ordered.id, live.salePrice ?? live.price)),
  });
  const orderMs = Math.round(performance.now() - started);
  const statuses = new Map<number, number>();
  for (const status of await Promise.all(lookups)) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  portal.reset();
  return { orderMs, orderStatus: res.status, lookups: Object.fromEntries(statuses) };
}

async function doubleSubmits(shop: ShopServer, portal: DemoPortal) {
  const products = inStock(portal);
  portal.setFaults({ slowPaths: { 'orders/guest-checkout': PORTAL_DELAY_MS } });
  const answers = new Map<string, number>();
  const count = (label: string) => answers.set(label, (answers.get(label) ?? 0) + 1);
  const keys: string[] = [];
  const press = async (key: string, body: unknown) => {
    const res = await fetch(`${shop.url}/api/orders`, {
      method: 'POST',
      headers: { Origin: shop.url, 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-Forwarded-For': shopper() },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { code?: string };
    count(`${res.status}${answer.code ? ` ${answer.code}` : ''}`);
  };
  const intent = async (n: number) => {
    const product = products[n % products.length];
    if (!product) throw new Error('no product in stock');
    const live = (await (await fetch(`${shop.url}/api/live/${product.id}`)).json()) as { price: number; salePrice: number | null };
    const key = `bench-intent-${n}-${Date.now()}`;
    keys.push(key);
    const body = orderBody(`bench-${n}@example.ae`, product.id, live.salePrice ?? live.price);
    await Promise.all([press(key, body), new Promise((resolve) => setTimeout(resolve, 50)).then(() => press(key, body))]);
    await press(key, body);
  };
  // As many intents at once as the portal takes orders at once: each holds its slot until the shop's timeout.
  let done = 0;
  await pLimit(3).map(Array.from({ length: INTENTS }, (_, n) => n), async (n) => {
    await intent(n);
    process.stdout.write(`\r  ${++done}/${INTENTS} intents`);
  });
  process.stdout.write('\n');
  // The portal finishes the last slow orders after its 15 s.
  await new Promise((resolve) => setTimeout(resolve, PORTAL_DELAY_MS + 2_000));
  const lines = (await readFile(portal.submissionsFile, 'utf8')).split('\n').filter(Boolean);
  const orders = lines.map((l) => JSON.parse(l) as { endpoint: string; body: { note?: string } }).filter((s) => s.endpoint.includes('guest-checkout'));
  const perKey = keys.map((key) => orders.filter((o) => o.body.note === `Shop order key: ${key}`).length);
  return {
    orders: perKey.reduce((sum, n) => sum + n, 0),
    intentsWithOne: perKey.filter((n) => n === 1).length,
    intentsWithNone: perKey.filter((n) => n === 0).length,
    extraOrders: perKey.reduce((sum, n) => sum + Math.max(0, n - 1), 0),
    answers: Object.fromEntries(answers),
  };
}

const postOrder = (shop: ShopServer, key: string, body: unknown) =>
  fetch(`${shop.url}/api/orders`, {
    method: 'POST',
    headers: { Origin: shop.url, 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-Forwarded-For': shopper() },
    body: JSON.stringify(body),
  });

/** From the POST of an order the portal stores after 15 s (the shop gives up at 10 s) to its key's record placed. */
async function settleTime(shop: ShopServer, portal: DemoPortal) {
  const [product] = inStock(portal);
  if (!product) throw new Error('no product in stock');
  const live = (await (await fetch(`${shop.url}/api/live/${product.id}`)).json()) as { price: number; salePrice: number | null };
  portal.setFaults({ slowPaths: { 'orders/guest-checkout': PORTAL_DELAY_MS } });
  const key = `bench-settle-${Date.now()}`;
  const started = performance.now();
  const first = await postOrder(shop, key, orderBody('bench-settle@example.ae', product.id, live.salePrice ?? live.price));
  const answeredMs = performance.now() - started;
  let status = 0;
  while (status !== 200 && performance.now() - started < 200_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = (await fetch(`${shop.url}/api/orders?key=${key}`, { headers: { 'X-Forwarded-For': shopper() } })).status;
  }
  portal.reset();
  return { firstAnswer: first.status, answeredMs: Math.round(answeredMs), settledMs: Math.round(performance.now() - started), status };
}

/** Portal product reads per minute while 8 clients at a time flood the live routes from ever new addresses. */
async function liveFlood(shop: ShopServer, portal: DemoPortal, ids: number[]) {
  const before = portal.callCount('products/view/');
  const perMinute: number[] = [];
  const statuses = new Map<number, number>();
  const started = Date.now();
  let minuteStart = before;
  const ticker = setInterval(() => {
    const now = portal.callCount('products/view/');
    perMinute.push(now - minuteStart);
    minuteStart = now;
  }, 60_000);
  const requests = await loadUntil(8, started + FLOOD_SECONDS * 1000, async (n) => {
    const path = n % 4 === 0 ? `/api/live?ids=${[0, 1, 2].map((k) => ids[(n + k * 7) % ids.length]).join(',')}` : `/api/live/${ids[n % ids.length]}`;
    const res = await fetch(`${shop.url}${path}`, { headers: { 'X-Forwarded-For': shopper() } });
    await res.arrayBuffer();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  });
  clearInterval(ticker);
  const total = portal.callCount('products/view/') - before;
  return { requests, seconds: (Date.now() - started) / 1000, total, perMinute, statuses: Object.fromEntries(statuses) };
}

/** The tracking route's answer time: a match (which reads the portal), a wrong e-mail and an unknown reference. */
async function trackingTime(shop: ShopServer, portal: DemoPortal) {
  const [product] = inStock(portal);
  if (!product) throw new Error('no product in stock');
  const live = (await (await fetch(`${shop.url}/api/live/${product.id}`)).json()) as { price: number; salePrice: number | null };
  const email = 'bench-track@example.ae';
  const placed = (await (await postOrder(shop, `bench-track-${Date.now()}`, orderBody(email, product.id, live.salePrice ?? live.price))).json()) as {
    order: { referenceNo: string };
  };
  const reference = placed.order.referenceNo;
  const time = async (body: Record<string, string>) => {
    const latencies: number[] = [];
    const statuses = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      const res = await fetch(`${shop.url}/api/track-order`, {
        method: 'POST',
        headers: { Origin: shop.url, 'Content-Type': 'application/json', 'X-Forwarded-For': shopper() },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses.add(res.status);
    }
    latencies.sort((a, b) => a - b);
    return `${[...statuses].join('/')}: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms`;
  };
  return {
    match: await time({ reference: reference.toLowerCase(), email: email.toUpperCase() }),
    wrongEmail: await time({ reference, email: 'someone@example.ae' }),
    unknownReference: await time({ reference: 'SALE2000/01/0001', email }),
  };
}

const scratch = await mkdtemp(path.join(tmpdir(), 'bench-server-routes-'));
const portal = await startDemoPortal({ port: 0, submissionsFile: path.join(scratch, 'submissions.jsonl'), env: {} });
// Writes are taken from the shop's own origin only, which it learns from HOST and PORT: a port of its own, known before it starts.
const startShop = async (env: Record<string, string>) => {
  const port = await freePort();
  return startShopServer({
    host: '127.0.0.1',
    port,
    env: { ...process.env, PORTAL_API_URL: portal.origin, PORTAL_API_KEY: portal.apiKey, TRUST_PROXY: 'true', HOST: '127.0.0.1', PORT: String(port), ...env },
    locate: async () => path.resolve('dist'),
    log: () => {},
  });
};
// The figures below but the flood's are the routes' own: the live routes' portal budget is lifted for them.
const shop = await startShop({ PORTAL_LIVE_BUDGET_PER_MINUTE: '100000' });
try {
  if (values.only === 'follow-up') {
    const published = portal.catalogue.products.filter((p) => p.broken === null).map((p) => p.id);
    const settled = await settleTime(shop, portal);
    console.log(`a doubtful order behind a ${PORTAL_DELAY_MS / 1000} s portal: first answer ${settled.firstAnswer} after ${settled.answeredMs} ms, settled (key answers ${settled.status}) ${settled.settledMs} ms after Submit`);
    const tracked = await trackingTime(shop, portal);
    console.log(`tracking, 30 requests each: match ${tracked.match}; wrong e-mail ${tracked.wrongEmail}; unknown reference ${tracked.unknownReference}`);
    const budgeted = await startShop({});
    try {
      const flood = await liveFlood(budgeted, portal, published);
      console.log(
        `live routes flooded ${flood.seconds.toFixed(0)} s (${flood.requests} requests, 8 at a time, a new address each) at the default budget: ` +
          `${flood.total} portal calls, per minute ${JSON.stringify(flood.perMinute)}; answers ${JSON.stringify(flood.statuses)}`,
      );
    } finally {
      await budgeted.close();
    }
  } else {
    const published = portal.catalogue.products.filter((p) => p.broken === null).map((p) => p.id);
    console.log(`live route, 10 concurrent clients, ${LIVE_SECONDS} s, ${published.length} products`);
    const cold = await liveRoute(shop, published);
    console.log(`  first run (cache filling): ${cold.perSecond} answers/s, p50 ${cold.p50} ms, p95 ${cold.p95} ms, statuses ${JSON.stringify(cold.statuses)}`);
    const warm = await liveRoute(shop, published);
    console.log(`  second run:                ${warm.perSecond} answers/s, p50 ${warm.p50} ms, p95 ${warm.p95} ms, statuses ${JSON.stringify(warm.statuses)}`);

    const memory = await workerMemory(shop);
    console.log(
      `worker memory: ${memory.before.toFixed(1)} MB; after ten 20 MB bodies streamed ${memory.afterStreamed.toFixed(1)} MB, ` +
        `after ten more with Content-Length ${memory.afterDeclared.toFixed(1)} MB; statuses ${memory.statuses.join(', ')}`,
    );

    const behind = await orderBehindLookups(shop, portal);
    console.log(`an order while 30 live lookups wait (portal views take 1 s): answered ${behind.orderStatus} in ${behind.orderMs} ms; lookups ${JSON.stringify(behind.lookups)}`);

    console.log(`${INTENTS} double-submitted intents, portal answering guest checkouts after ${PORTAL_DELAY_MS / 1000} s`);
    const orders = await doubleSubmits(shop, portal);
    console.log(`  orders at the portal: ${orders.orders} (${orders.intentsWithOne} intents with one, ${orders.intentsWithNone} with none, ${orders.extraOrders} extra)`);
    console.log(`  answers: ${JSON.stringify(orders.answers)}`);
  }
} finally {
  await shop.close();
  await portal.close();
  await rm(scratch, { recursive: true, force: true });
}
