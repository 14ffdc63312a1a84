import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { faultsFromEnv, mergeFaults, NO_FAULTS } from './faults.ts';
import type { DemoPortal } from './server.ts';
import { TAX_RATE_ROW } from './stock-sma.ts';
import { call, startTestPortal, type Answer } from './test-support.ts';

let portal: DemoPortal;

beforeAll(async () => {
  portal = await startTestPortal({ products: 200, seed: 3 });
});
afterEach(() => {
  portal.reset();
});
afterAll(async () => {
  await portal.close();
});

async function admin(path: string, body?: unknown) {
  const res = await fetch(`${portal.origin}/__demo/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

describe('fault switches', () => {
  it('errorRate 1 answers every API request 500 with an empty body', async () => {
    portal.setFaults({ errorRate: 1 });
    const answer = await call(portal, '/api/v1/products');
    expect(answer.status).toBe(500);
    expect(answer.text).toBe('');
  });

  it('errorRate between 0 and 1 fails a deterministic share of requests', async () => {
    const run = async () => {
      portal.setFaults({ errorRate: 0.5 });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await call(portal, '/api/v1/categories')).status);
      return statuses;
    };
    const first = await run();
    expect(first).toContain(500);
    expect(first).toContain(200);
    expect(await run()).toEqual(first);
  });

  it('mode html answers 200 with a non-JSON database error page', async () => {
    portal.setFaults({ mode: 'html' });
    const answer = await call(portal, '/api/v1/products');
    expect(answer.status).toBe(200);
    expect(answer.json).toBeUndefined();
    expect(answer.contentType).toContain('text/html');
    expect(answer.text).toContain('Database Error');
  });

  it('latencyMs delays every API response', async () => {
    portal.setFaults({ latencyMs: 150 });
    const started = performance.now();
    await call(portal, '/api/v1/website/slider');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('failPaths fails only the given path prefixes', async () => {
    portal.setFaults({ failPaths: ['products/featured'] });
    expect((await call(portal, '/api/v1/products/featured')).status).toBe(500);
    expect((await call(portal, '/api/v1/products/latest')).status).toBe(200);
  });

  it("htmlNotFoundPaths answers a web server's HTML 404 page on the given path prefixes only, doing nothing", async () => {
    portal.setFaults({ htmlNotFoundPaths: ['/api/v1/sales'] });
    const page = await call(portal, '/api/v1/sales?limit=50&start=1&order_by=id,desc');
    expect([page.status, page.contentType, page.json]).toEqual([
      404,
      'text/html; charset=utf-8',
      undefined,
    ]);
    expect(page.text).toContain('<title>404 Not Found</title>');
    expect((await call(portal, '/api/v1/products/view/1')).status).toBe(200);
  });

  it('refusePaths answers a 400 with the given message, without doing anything; a bad one is refused', async () => {
    portal.setFaults({
      refusePaths: { '/api/v1/orders/guest-checkout': 'Internal SQL error at 10.0.0.5' },
    });
    expect(await call(portal, '/api/v1/orders/guest-checkout', { body: {} })).toMatchObject({
      status: 400,
      json: { message: 'Internal SQL error at 10.0.0.5', status: false },
    });
    expect((await call(portal, '/api/v1/products/latest')).status).toBe(200);
    expect(() => portal.setFaults({ refusePaths: { orders: 42 } as never })).toThrow(
      'refusePaths must be an object of path prefix -> message',
    );
  });

  it('counts the API requests it receives, by path prefix', async () => {
    const before = portal.callCount('products/view/');
    await call(portal, '/api/v1/products/view/3');
    await call(portal, '/api/v1/products/view/4');
    expect(portal.callCount('products/view/') - before).toBe(2);
  });

  it('mode down answers 503; empty answers product lists 404; shrink keeps the first 10%', async () => {
    portal.setFaults({ mode: 'down' });
    expect((await call(portal, '/api/v1/categories')).status).toBe(503);
    portal.setFaults({ mode: 'empty' });
    expect((await call(portal, '/api/v1/products')).status).toBe(404);
    expect((await call(portal, '/api/v1/products/featured')).status).toBe(404);
    expect((await call(portal, '/api/v1/categories')).status).toBe(200);
    portal.setFaults({ mode: 'shrink' });
    expect((await call(portal, '/api/v1/products?limit=1000')).json.total).toBe(20);
    expect((await call(portal, '/api/v1/products/view/150')).status).toBe(404);
  });
});

describe('demo controls', () => {
  it('GET and POST /__demo/faults read and merge the switches; bad input is a 400', async () => {
    const none = NO_FAULTS;
    expect((await admin('faults')).json).toEqual(none);
    expect((await admin('faults', { mode: 'html', latencyMs: 10 })).json).toEqual({
      ...none,
      latencyMs: 10,
      mode: 'html',
    });
    expect(
      (
        await admin('faults', {
          shape: 'stock-sma',
          slowPaths: { '/api/v1/orders/guest-checkout': 15000 },
        })
      ).json,
    ).toEqual({
      ...none,
      latencyMs: 10,
      mode: 'html',
      shape: 'stock-sma',
      slowPaths: { 'orders/guest-checkout': 15000 },
    });
    expect((await admin('faults', { mode: 'sideways' })).status).toBe(400);
    expect((await admin('faults', { errorRate: 2 })).status).toBe(400);
    expect((await admin('faults', { shape: 'sma' })).json).toEqual({
      status: false,
      error: 'shape must be one of shop, stock-sma',
    });
    expect((await admin('reset', {})).json.faults.mode).toBe('normal');
  });

  it('POST /__demo/products/{id} changes price, promotion and stock until reset', async () => {
    const id = portal.catalogue.products.find((p) => p.broken === null)!.id;
    const before = (await call(portal, `/api/v1/products/view/${id}`)).json;
    const changed = await admin(`products/${id}`, { price: 321, promo_price: 299.5, quantity: 0 });
    expect(changed.json).toMatchObject({
      price: '321.0000',
      promo_price: '299.5000',
      promotion: '1',
      quantity: '0.0000',
    });
    const onSale = (await call(portal, '/api/v1/products/on-sale?limit=1000')).json.data.map(
      (p: { id: string }) => p.id,
    );
    expect(onSale).toContain(String(id));
    await admin('reset', {});
    expect((await call(portal, `/api/v1/products/view/${id}`)).json).toEqual(before);
    expect((await admin('products/999999', { price: 1 })).status).toBe(400);
  });
});

describe('response shape', () => {
  const sellableId = (odd: boolean) =>
    portal.catalogue.products.find((p) => p.broken === null && p.id % 2 === (odd ? 1 : 0))!.id;
  const single = (answer: Pick<Answer, 'json'>) => answer.json.data ?? answer.json;

  it("'shop' (the default) gives tax_rate as the rate everywhere", async () => {
    const id = sellableId(true);
    expect(single(await call(portal, `/api/v1/products/view/${id}`)).tax_rate).toBe('5.0000');
    expect(
      (await call(portal, '/api/v1/products?limit=3')).json.data.map(
        (p: { tax_rate: unknown }) => p.tax_rate,
      ),
    ).toEqual(['5.0000', '5.0000', '5.0000']);
  });

  it("'stock-sma' gives the tax-rate row and stock columns in the single view, the row id in lists", async () => {
    portal.setFaults({ shape: 'stock-sma' });
    for (const id of [sellableId(true), sellableId(false)]) {
      const product = single(await call(portal, `/api/v1/products/view/${id}`));
      expect(product.tax_rate).toEqual({
        id: '2',
        name: 'VAT @5%',
        code: 'VAT5',
        rate: '5.0000',
        type: 'percentage',
      });
      expect(product).toMatchObject({
        type: 'standard',
        cost: expect.stringMatching(/^\d+\.\d{4}$/),
        unit: { id: '1', code: 'pc', name: 'Piece' },
        warehouse: { id: '1', name: 'Dubai Main Warehouse' },
      });
      const byCode = single(
        await call(portal, `/api/v1/products/code/${encodeURIComponent(product.code)}`),
      );
      expect(byCode.tax_rate).toEqual(TAX_RATE_ROW);
    }
    const lists = [
      (await call(portal, '/api/v1/products?limit=3')).json.data,
      (await call(portal, '/api/v1/products/featured?limit=3')).json.data,
      (await call(portal, '/api/v1/products/search?q=switch&limit=3')).json.results.products,
    ];
    for (const list of lists) {
      expect(list.map((p: { tax_rate: unknown; unit: unknown }) => [p.tax_rate, p.unit])).toEqual(
        Array(list.length).fill(['2', '1']),
      );
      expect(list.some((p: Record<string, unknown>) => 'warehouse' in p)).toBe(false);
    }
  });

  it('is switched on from the environment too', async () => {
    const other = await startTestPortal({
      products: 20,
      seed: 3,
      env: { DEMO_PORTAL_SHAPE: 'stock-sma' },
    });
    try {
      expect(other.faults().shape).toBe('stock-sma');
      const product = single(await call(other, '/api/v1/products/view/1'));
      expect(product.tax_rate).toEqual(TAX_RATE_ROW);
    } finally {
      await other.close();
    }
  });
});

describe('slow paths', () => {
  const order = (productId: number) => ({
    name: 'Omar Al Mansoori',
    email: 'omar@example.ae',
    phone: '+971501234567',
    billing_line1: 'Office 1204, Bay Square 5',
    billing_city: 'Dubai',
    billing_country: 'United Arab Emirates',
    items: [{ product_id: productId, qty: 1, option_id: null }],
    payment_method: 'cod',
  });
  const placed = async () =>
    (await readFile(portal.submissionsFile, 'utf8').catch(() => ''))
      .split('\n')
      .filter(Boolean)
      .map(
        (line) =>
          JSON.parse(line) as { endpoint: string; status: number; body: { email?: string } },
      )
      .filter((s) => s.endpoint === 'orders/guest-checkout' && s.status === 200);

  it('slows only the given path prefix, on top of latencyMs', async () => {
    portal.setFaults({ latencyMs: 20, slowPaths: { 'products/view': 600, products: 200 } });
    const timed = async (path: string) => {
      const started = performance.now();
      await call(portal, path);
      return performance.now() - started;
    };
    expect(await timed('/api/v1/products/view/1')).toBeGreaterThanOrEqual(615);
    const list = await timed('/api/v1/products?limit=1');
    expect(list).toBeGreaterThanOrEqual(215);
    expect(list).toBeLessThan(600);
    expect(await timed('/api/v1/categories')).toBeLessThan(200);
  });

  it('still places a slow order whose client gave up waiting, as a PHP portal does', async () => {
    const product = portal.catalogue.products.find((p) => p.broken === null)!;
    portal.setFaults({ slowPaths: { 'orders/guest-checkout': 400 } });
    const before = (await placed()).length;
    const gaveUp = fetch(`${portal.origin}/api/v1/orders/guest-checkout`, {
      method: 'POST',
      headers: { 'api-key': portal.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify(order(product.id)),
      signal: AbortSignal.timeout(100),
    });
    await expect(gaveUp).rejects.toThrow();
    expect(await placed()).toHaveLength(before);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await placed()).toHaveLength(before + 1);
    expect((await placed()).at(-1)?.body.email).toBe('omar@example.ae');
  });
});

describe('mergeFaults and faultsFromEnv', () => {
  it('read slow paths from JSON and from DEMO_PORTAL_SLOW_PATHS, and refuse bad ones', () => {
    const fromEnv = faultsFromEnv({
      DEMO_PORTAL_SLOW_PATHS: 'orders/guest-checkout=15000, products/view=200',
      DEMO_PORTAL_SHAPE: 'stock-sma',
    });
    expect(mergeFaults(NO_FAULTS, fromEnv)).toMatchObject({
      shape: 'stock-sma',
      slowPaths: { 'orders/guest-checkout': 15000, 'products/view': 200 },
    });
    expect(() => faultsFromEnv({ DEMO_PORTAL_SLOW_PATHS: 'orders/guest-checkout' })).toThrow(
      'DEMO_PORTAL_SLOW_PATHS: "orders/guest-checkout" is not path=ms',
    );
    expect(
      mergeFaults(
        NO_FAULTS,
        faultsFromEnv({
          DEMO_PORTAL_GATEWAY_TIMEOUT_AFTER_PATHS: 'orders/guest-checkout',
          DEMO_PORTAL_HTML_NOT_FOUND_PATHS: 'sales, products/view',
        }),
      ),
    ).toMatchObject({
      gatewayTimeoutAfterPaths: ['orders/guest-checkout'],
      htmlNotFoundPaths: ['sales', 'products/view'],
    });
    expect(() => mergeFaults(NO_FAULTS, { htmlNotFoundPaths: 'sales' })).toThrow(
      'htmlNotFoundPaths must be an array of strings',
    );
    expect(() => mergeFaults(NO_FAULTS, { slowPaths: ['orders'] })).toThrow(
      'slowPaths must be an object of path prefix -> ms',
    );
    expect(() => mergeFaults(NO_FAULTS, { slowPaths: { orders: -1 } })).toThrow(
      'slowPaths["orders"] must be a number >= 0',
    );
    expect(() => mergeFaults(NO_FAULTS, { slowPaths: { orders: '' } })).toThrow(
      'slowPaths["orders"] must be a number >= 0',
    );
    // A new map replaces the old one, so a test can clear it with {}.
    expect(
      mergeFaults(mergeFaults(NO_FAULTS, { slowPaths: { orders: 5 } }), { slowPaths: {} })
        .slowPaths,
    ).toEqual({});
  });
});
