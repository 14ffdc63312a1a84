import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mergeFaults, NO_FAULTS } from './faults.ts';
import { createHourlyLimiter, limitedRoute } from './hourly-limit.ts';
import type { DemoPortal } from './server.ts';
import { call, startTestPortal } from './test-support.ts';

const OVER_LIMIT = {
  status: 401,
  json: { status: false, error: 'This API key has reached the time limit for this method' },
};

describe('limitedRoute', () => {
  it('is the controller and its method, whatever the id or query', () => {
    expect(['products/view/12', 'products/view/13'].map(limitedRoute)).toEqual([
      'products/view',
      'products/view',
    ]);
    expect(['products', 'products/12', 'products/code/C1000-24T-4G-L'].map(limitedRoute)).toEqual([
      'products',
      'products',
      'products/code',
    ]);
    expect(
      ['products/category_products/5', 'orders/guest-checkout', 'sales', 'website/slider'].map(
        limitedRoute,
      ),
    ).toEqual(['products/category_products', 'orders/guest-checkout', 'sales', 'website/slider']);
  });
});

describe('createHourlyLimiter', () => {
  it('opens a window with the first call and lets `hourlyLimit` calls through in it, counting none it refuses', () => {
    let now = 1_000;
    const limiter = createHourlyLimiter(
      () => ({ hourlyLimit: 2, hourMs: 3_600_000 }),
      () => now,
    );
    expect([
      limiter.admit('products'),
      limiter.admit('products'),
      limiter.admit('products'),
      limiter.admit('sales'),
    ]).toEqual([true, true, false, true]);
    expect(limiter.counts()).toEqual({ products: 2, sales: 1 });
    // The window is the first call's: it ends an hour after it, however many calls were refused
    // meanwhile.
    now += 3_600_000;
    expect(limiter.admit('products')).toBe(false);
    now += 1;
    expect(limiter.counts()).toEqual({});
    expect([
      limiter.admit('products'),
      limiter.admit('products'),
      limiter.admit('products'),
    ]).toEqual([true, true, false]);
    expect(limiter.counts()).toEqual({ products: 2 });
  });

  it('counts nothing while the limit is off', () => {
    const limiter = createHourlyLimiter(() => ({ hourlyLimit: 0, hourMs: 3_600_000 }));
    for (let i = 0; i < 5; i++) expect(limiter.admit('products')).toBe(true);
    expect(limiter.counts()).toEqual({});
  });
});

describe('mergeFaults', () => {
  it('takes the limit and its window as whole numbers, 0 turning the limit off', () => {
    expect(mergeFaults(NO_FAULTS, { hourlyLimit: '80', hourMs: 60_000 })).toMatchObject({
      hourlyLimit: 80,
      hourMs: 60_000,
    });
    expect(mergeFaults(NO_FAULTS, { hourlyLimit: 0 }).hourlyLimit).toBe(0);
    for (const hourlyLimit of [-1, 1.5, 'many', null])
      expect(() => mergeFaults(NO_FAULTS, { hourlyLimit }), String(hourlyLimit)).toThrow(
        'hourlyLimit must be a whole number >= 0',
      );
    expect(() => mergeFaults(NO_FAULTS, { hourMs: 0 })).toThrow(
      'hourMs must be a whole number >= 1',
    );
  });
});

describe("the demo portal's hourly limit", () => {
  let portal: DemoPortal;
  beforeAll(async () => {
    portal = await startTestPortal({ products: 60, seed: 9 });
  });
  afterEach(() => portal.reset());
  afterAll(async () => {
    await portal.close();
  });

  const ids = () => portal.catalogue.products.filter((p) => p.broken === null).map((p) => p.id);
  const demo = async (path: string, body?: unknown) => {
    const res = await fetch(`${portal.origin}/__demo/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res.json();
  };

  it("answers 401 with the portal's own text once a route has had its calls, whichever ids they named; other routes go on", async () => {
    portal.setFaults({ hourlyLimit: 3 });
    const [a, b, c, d] = ids();
    for (const id of [a, b, c])
      expect((await call(portal, `/api/v1/products/view/${id}`)).status).toBe(200);
    expect(await call(portal, `/api/v1/products/view/${d}`)).toMatchObject(OVER_LIMIT);
    expect(await call(portal, `/api/v1/products/view/${a}`)).toMatchObject(OVER_LIMIT);
    expect((await call(portal, '/api/v1/products?start=1&limit=5')).status).toBe(200);
    expect(portal.hourlyCounts()).toEqual({ 'products/view': 3, products: 1 });
  });

  it('counts pages of one list as one route, and a method by its URI alone', async () => {
    portal.setFaults({ hourlyLimit: 2 });
    expect((await call(portal, '/api/v1/products?start=1&limit=20')).status).toBe(200);
    expect((await call(portal, '/api/v1/products?start=21&limit=20')).status).toBe(200);
    expect(await call(portal, '/api/v1/products?start=41&limit=20')).toMatchObject(OVER_LIMIT);
    const contact = {
      first_name: 'Sara',
      last_name: 'Khan',
      email: 'sara@example.ae',
      description: 'Newsletter subscription',
    };
    expect((await call(portal, '/api/v1/website/send_contact', { body: contact })).status).toBe(
      200,
    );
    expect((await call(portal, '/api/v1/website/slider')).status).toBe(200);
    // A GET of the POST's URI counts with it.
    expect((await call(portal, '/api/v1/website/send_contact')).status).toBe(404);
    expect(await call(portal, '/api/v1/website/send_contact', { body: contact })).toMatchObject(
      OVER_LIMIT,
    );
    expect(portal.hourlyCounts()).toEqual({
      products: 2,
      'website/send_contact': 2,
      'website/slider': 1,
    });
  });

  it('lets a route be called again once its window has passed', async () => {
    portal.setFaults({ hourlyLimit: 1, hourMs: 300 });
    expect((await call(portal, '/api/v1/categories')).status).toBe(200);
    expect(await call(portal, '/api/v1/categories')).toMatchObject(OVER_LIMIT);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(portal.hourlyCounts()).toEqual({});
    expect((await call(portal, '/api/v1/categories')).status).toBe(200);
    expect(portal.hourlyCounts()).toEqual({ categories: 1 });
  });

  it('counts neither calls with a wrong key nor the demo controls; switched and read under /__demo/, undone by reset', async () => {
    expect(await demo('faults', { hourlyLimit: 80 })).toMatchObject({
      hourlyLimit: 80,
      hourMs: 3_600_000,
    });
    expect((await call(portal, '/api/v1/products', { key: 'wrong' })).status).toBe(403);
    expect((await call(portal, '/api/v1/sales')).status).toBe(404);
    await demo('faults');
    expect(await demo('hourly-counts')).toEqual({ sales: 1 });
    expect(await demo('reset', {})).toMatchObject({ faults: { hourlyLimit: 0 } });
    expect(await demo('hourly-counts')).toEqual({});
  });
});
