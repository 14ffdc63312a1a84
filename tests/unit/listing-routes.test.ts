import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callRoute } from './route-call';

let products: typeof import('../../src/pages/api/products');
let suggestions: typeof import('../../src/pages/api/suggestions');

describe('the listing routes', () => {
  beforeEach(async () => {
    // A fresh process each time: the throttle counts start again.
    vi.resetModules();
    products = await import('../../src/pages/api/products');
    suggestions = await import('../../src/pages/api/suggestions');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('answers a view with its cards, publicly cacheable under the build, and a repeat with 304', async () => {
    const res = await callRoute(products.GET, {
      url: 'http://shop.test/api/products?search=C1000-24T-4G-L&lang=en',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('etag')).toBe('W/"test-build"');
    const answer = (await res.json()) as { total: number; cards: { id: number }[] };
    expect(answer.cards[0]?.id).toBe(101);
    const again = await callRoute(products.GET, {
      url: 'http://shop.test/api/products?search=C1000-24T-4G-L&lang=en',
      headers: { 'If-None-Match': 'W/"test-build"' },
    });
    expect(again.status).toBe(304);
  });

  it('refuses a bad parameter with 400 naming it, uncached', async () => {
    const res = await callRoute(products.GET, {
      url: 'http://shop.test/api/products?sort=cheapest&lang=en',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ param: 'sort', error: 'Invalid value of sort' });
  });

  it('filters by brand: a brand the catalogue does not have matches nothing, never everything', async () => {
    const view = async (brand: string) => {
      const res = await callRoute(products.GET, {
        url: `http://shop.test/api/products?brand=${brand}&lang=en`,
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { total: number; cards: { brand: string | null }[] };
    };
    expect((await view('no-such-brand')).total).toBe(0);
    const cisco = await view('cisco');
    expect(cisco.total).toBeGreaterThan(0);
    expect(new Set(cisco.cards.map((c) => c.brand))).toEqual(new Set(['Cisco']));
    expect((await view('cisco,no-such-brand')).total).toBe(cisco.total);
  });

  it('takes 50 brands and refuses 51 with a 400 naming the parameter, never a shorter list', async () => {
    const brands = (count: number) =>
      ['cisco', ...Array.from({ length: count - 1 }, (_, i) => `brand-${i}`)].join(',');
    expect(
      (
        await callRoute(products.GET, {
          url: `http://shop.test/api/products?brand=${brands(50)}&lang=en`,
        })
      ).status,
    ).toBe(200);
    const refused = await callRoute(products.GET, {
      url: `http://shop.test/api/products?brand=${brands(51)}&lang=en`,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      param: 'brand',
      error: 'brand takes at most 50 brands',
    });
  });

  it('suggests in Arabic', async () => {
    const res = await callRoute(suggestions.GET, {
      url: `http://shop.test/api/suggestions?search=${encodeURIComponent('سويتش')}&lang=ar`,
    });
    const answer = (await res.json()) as { categories: { name: string }[]; products: number[] };
    expect(answer.categories[0]?.name).toBe('سويتشات الشبكات');
    expect(answer.products.length).toBeGreaterThan(0);
  });

  it('lets a client make 240 requests a minute across both routes, then asks it to wait', async () => {
    const call = (route: typeof products.GET, clientAddress: string) =>
      callRoute(route, { url: 'http://shop.test/api/suggestions?lang=en', clientAddress }).then(
        (r) => r.status,
      );
    const statuses = await Promise.all(
      Array.from({ length: 240 }, (_, i) =>
        call(i % 2 ? products.GET : suggestions.GET, '192.0.2.7'),
      ),
    );
    expect(statuses).not.toContain(429);
    const refused = await callRoute(suggestions.GET, {
      url: 'http://shop.test/api/suggestions?search=cisco&lang=en',
      clientAddress: '192.0.2.7',
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await call(suggestions.GET, '192.0.2.8')).toBe(400);
  });
});
