import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPortal } from './server.ts';
import { call, startTestPortal } from './test-support.ts';

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
    expect((await admin('faults')).json).toEqual({ latencyMs: 0, errorRate: 0, failPaths: [], mode: 'normal' });
    expect((await admin('faults', { mode: 'html', latencyMs: 10 })).json).toEqual({ latencyMs: 10, errorRate: 0, failPaths: [], mode: 'html' });
    expect((await admin('faults', { mode: 'sideways' })).status).toBe(400);
    expect((await admin('faults', { errorRate: 2 })).status).toBe(400);
    expect((await admin('reset', {})).json.faults.mode).toBe('normal');
  });

  it('POST /__demo/products/{id} changes price, promotion and stock until reset', async () => {
    const id = portal.catalogue.products.find((p) => p.broken === null)!.id;
    const before = (await call(portal, `/api/v1/products/view/${id}`)).json;
    const changed = await admin(`products/${id}`, { price: 321, promo_price: 299.5, quantity: 0 });
    expect(changed.json).toMatchObject({ price: '321.0000', promo_price: '299.5000', promotion: '1', quantity: '0.0000' });
    const onSale = (await call(portal, '/api/v1/products/on-sale?limit=1000')).json.data.map((p: { id: string }) => p.id);
    expect(onSale).toContain(String(id));
    await admin('reset', {});
    expect((await call(portal, `/api/v1/products/view/${id}`)).json).toEqual(before);
    expect((await admin('products/999999', { price: 1 })).status).toBe(400);
  });
});
