/**
 * `npm run serve` as a process, the way a load balancer and an operator see it: a restart
 * (SIGTERM) while an order waits on the portal, clients that stall, the health answer, the logs
 * and the metrics. Each test runs a server and a demo portal of its own.
 */
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import type { LiveOffer } from '../../src/domain/live/live-offer';
import { checkoutBody } from './lib/checkout-form';
import { plainInStock } from './lib/plain-products';
import { freePort, startServeProcess, type ServeProcess } from './lib/serve-process';

const PORTAL_ORDER_DELAY_MS = 4_000;

let server: ServeProcess | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** The live offer of an in-stock product without a bonus offer. */
async function anOffer(shop: ServeProcess): Promise<LiveOffer> {
  const [product] = plainInStock(shop.portal);
  if (!product) throw new Error('the demo catalogue has no plain product in stock');
  const res = await fetch(`${shop.url}/api/live/${product.id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as LiveOffer;
}

/** What a raw connection receives until the server closes it, and when that was. */
function stalledRequest(
  url: string,
  firstBytes: string,
): Promise<{ text: string; closedAfterMs: number }> {
  const { hostname, port } = new URL(url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = connect(Number(port), hostname, () => socket.write(firstBytes));
    socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, closedAfterMs: performance.now() - started }));
  });
}

/** Whether a new connection is taken: 'connected', or the error code. */
function newConnection(url: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.destroy();
      resolve('connected');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

test('SIGTERM during an order (to the process group, as systemd sends it): no new connections, the order answered and recorded, then exit 0 within 20 s', async () => {
  test.setTimeout(60_000);
  server = await startServeProcess({ TRUST_PROXY: '1' });
  const shop = server;
  shop.portal.setFaults({ slowPaths: { 'orders/guest-checkout': PORTAL_ORDER_DELAY_MS } });
  const offer = await anOffer(shop);
  const key = `sigterm-${Date.now()}`;
  const reqId = `proxy-${key}`;
  const order = fetch(`${shop.url}/api/orders`, {
    method: 'POST',
    headers: {
      Origin: shop.url,
      'Content-Type': 'application/json',
      'Idempotency-Key': key,
      'X-Request-Id': reqId,
    },
    body: JSON.stringify(
      checkoutBody(
        `${key}@example.ae`,
        [{ product_id: offer.id, qty: 1 }],
        offer.salePrice ?? offer.price,
      ),
    ),
  });
  // The offers are read; the order is now with the slow portal.
  await shop.logged(
    (line) =>
      line.event === 'portal' &&
      line.reqId === reqId &&
      String(line.endpoint).startsWith('GET products/view/'),
  );

  const signalled = performance.now();
  shop.signalGroup('SIGTERM');
  await shop.logged((line) => line.event === 'shutdown' && line.signal === 'SIGTERM');
  expect(await newConnection(shop.url)).toBe('ECONNREFUSED');

  const answer = await order;
  expect(answer.status).toBe(200);
  expect(answer.headers.get('x-request-id')).toBe(reqId);
  expect(await answer.json()).toMatchObject({ ok: true, replayed: false });
  expect(await shop.exited).toBe(0);
  const stoppedAfterMs = performance.now() - signalled;
  console.log(
    `SIGTERM to exit with an order in flight (portal answering in ${PORTAL_ORDER_DELAY_MS} ms): ${Math.round(stoppedAfterMs)} ms`,
  );
  expect(stoppedAfterMs).toBeLessThan(20_000);

  expect(
    (await shop.portalOrders()).filter((o) => o.body.note === `Shop order key: ${key}`),
  ).toHaveLength(1);
  // Recorded in the log under the proxy's request id, by the routes and by the access line.
  expect(shop.log).toContainEqual(
    expect.objectContaining({ event: 'order', outcome: 'placed', orderKey: key, reqId }),
  );
  expect(shop.log).toContainEqual(
    expect.objectContaining({
      event: 'request',
      method: 'POST',
      path: '/api/orders',
      status: 200,
      reqId,
    }),
  );
  expect(shop.log).toContainEqual(
    expect.objectContaining({ event: 'shutdown', inFlight: 1, cut: 0 }),
  );
});

test('clients that stall their headers or their body are answered 408 and cut off within 30 s; keep-alive is bounded', async () => {
  test.setTimeout(60_000);
  server = await startServeProcess();
  const shop = server;
  const host = new URL(shop.url).host;
  const [headers, body] = await Promise.all([
    stalledRequest(shop.url, `GET /products HTTP/1.1\r\nHost: ${host}\r\n`),
    stalledRequest(
      shop.url,
      `POST /api/subscribe HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${shop.url}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":`,
    ),
    // Meanwhile everyone else is served.
    (async () => expect((await fetch(`${shop.url}/api/health`)).status).toBe(200))(),
  ]);
  for (const cut of [headers, body]) {
    expect(cut.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(cut.closedAfterMs).toBeLessThan(30_000);
  }
  const cutLine = await shop.logged(
    (line) => line.event === 'request' && line.path === '/api/subscribe',
  );
  expect(cutLine).toMatchObject({ method: 'POST', status: 408 });
  const page = await fetch(`${shop.url}/`);
  expect(page.headers.get('keep-alive')).toBe('timeout=5');
});

test('health, request ids, access lines and metrics on a loopback port of their own', async () => {
  test.setTimeout(60_000);
  const metricsPort = await freePort();
  server = await startServeProcess({ METRICS_PORT: String(metricsPort) });
  const shop = server;
  const health = await fetch(`${shop.url}/api/health`);
  expect(health.status).toBe(200);
  expect(health.headers.get('cache-control')).toBe('no-store');
  const text = await health.text();
  expect(JSON.parse(text)).toMatchObject({
    status: 'ok',
    release: { id: expect.any(String), builtAt: expect.any(String) },
    portal: { state: 'unknown' },
  });
  expect(JSON.parse(text).products).toBeGreaterThan(0);
  expect(text).not.toContain(shop.portal.origin);
  expect(text).not.toContain(shop.portal.apiKey);

  // Without TRUST_PROXY a client's own X-Request-Id is not taken.
  const page = await fetch(`${shop.url}/products`, {
    headers: { 'X-Request-Id': 'chosen-by-the-client' },
  });
  const reqId = page.headers.get('x-request-id');
  expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
  await shop.logged((line) => line.event === 'request' && line.reqId === reqId);
  expect(shop.log).toContainEqual(
    expect.objectContaining({
      event: 'request',
      method: 'GET',
      path: '/products',
      status: 200,
      reqId,
      ms: expect.any(Number),
    }),
  );

  await anOffer(shop);
  expect(await (await fetch(`${shop.url}/api/health`)).json()).toMatchObject({
    portal: { state: 'reachable' },
  });
  const scrape = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  // A request is counted once its response has closed, which can be just after the client has read
  // it.
  await expect
    .poll(scrape)
    .toMatch(/^shop_http_request_duration_seconds_count\{route="\/api\/health",status="200"\} 2$/m);
  const metrics = await scrape();
  expect(metrics).toMatch(
    /^shop_http_request_duration_seconds_count\{route="\/api\/live\/\{id\}",status="200"\} 1$/m,
  );
  // The live answer came from the shop's copy of the offers: one read of the product list, no
  // product read.
  expect(metrics).toMatch(
    /^shop_portal_call_duration_seconds_count\{route="GET products",outcome="ok"\} 1$/m,
  );
  expect(metrics).not.toContain('GET products/view');
  expect(metrics).toMatch(/^shop_portal_calls_this_hour\{route="products"\} 1$/m);
  expect(metrics).toMatch(/^shop_offers_age_seconds \d+$/m);
  expect(metrics).toContain('shop_orders_total');
});
