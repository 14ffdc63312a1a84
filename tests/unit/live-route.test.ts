/**
 * The live routes answer from the shop's copy of the offers: the portal's product list read once
 * for everyone, never a portal call per shopper's lookup.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLog, type LogLine } from './log-capture';
import { callRoute } from './route-call';

const fetchAllProducts = vi.fn();
vi.mock('../../src/portal/api', () => ({ fetchAllProducts }));
vi.mock('../../src/server/portal', () => ({
  serverPortal: () => ({}),
  serverPortalBudget: () => ({ caps: { checkout: 500, other: 400 } }),
}));

let single: typeof import('../../src/pages/api/live/[id]');
let batch: typeof import('../../src/pages/api/live/index');
const one = (id: string, method = 'GET') =>
  callRoute(method === 'GET' ? single.GET : single.ALL, {
    method,
    url: `http://shop.test/api/live/${id}`,
    params: { id },
  });
const many = (query: string) => callRoute(batch.GET, { url: `http://shop.test/api/live${query}` });

/** The portal's product list as it answers it: numbers as strings. */
const rows = [
  {
    id: '101',
    name: 'Cisco CBS350-24T',
    unit_price: '245.0000',
    promo_price: '219.9000',
    quantity: '4.0000',
  },
  {
    id: '102',
    name: 'TP-Link TL-SG1024D',
    unit_price: '1299.00',
    promo_price: null,
    quantity: '0.0000',
  },
  { id: '555', name: 'Not published', unit_price: '10.00' },
];
const offer101 = { id: 101, price: 24_500, salePrice: 21_990, quantity: 4, vatPercent: 5 };
const offer102 = { id: 102, price: 129_900, salePrice: null, quantity: 0, vatPercent: 5 };

describe('the live routes', () => {
  let logged: LogLine[];
  beforeEach(async () => {
    vi.resetModules();
    vi.useFakeTimers({ now: Date.parse('2026-11-28T10:00:00Z'), toFake: ['Date'] });
    single = await import('../../src/pages/api/live/[id]');
    batch = await import('../../src/pages/api/live/index');
    logged = captureLog([(await import('../../src/server/log')).logTo]);
    fetchAllProducts
      .mockReset()
      .mockImplementation(async (_client: unknown, { onPage }: { onPage: () => void }) => {
        onPage();
        return { records: rows, total: rows.length };
      });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('answers a published product from the copy, saying when its figures were read, with one read of the list for any number of lookups', async () => {
    const res = await one('101');
    expect([res.status, await res.json(), res.headers.get('cache-control')]).toEqual([
      200,
      { ...offer101, asOf: '2026-11-28T10:00:00.000Z' },
      'no-store',
    ]);
    for (let i = 0; i < 50; i++) expect((await one(i % 2 ? '101' : '102')).status).toBe(200);
    const answer = await many('?ids=102,999,101,102');
    expect(await answer.json()).toEqual({
      offers: [offer102, offer101],
      unavailable: [999],
      failed: [],
      asOf: '2026-11-28T10:00:00.000Z',
    });
    expect(fetchAllProducts).toHaveBeenCalledTimes(1);
    // The bare rows, in large pages: prices and stock need no expansions.
    expect(fetchAllProducts).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ include: '', pageSize: 10_000, retries: 0 }),
    );
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'info',
        event: 'offers',
        outcome: 'read',
        offers: 3,
        calls: 1,
      }),
    );
  });

  it('refuses unknown and malformed ids, and a product the portal no longer sells, saying why in the log', async () => {
    for (const id of ['999', '0', '-1', 'abc', '101.5', '0101'])
      expect((await one(id)).status, id).toBe(404);
    fetchAllProducts.mockResolvedValue({ records: rows.filter((r) => r.id !== '102'), total: 2 });
    vi.resetModules();
    single = await import('../../src/pages/api/live/[id]');
    logged = captureLog([(await import('../../src/server/log')).logTo]);
    expect((await one('102')).status).toBe(404);
    const said = logged
      .filter((line) => line.level === 'warn' && line.event === 'live')
      .map((line) => line.msg);
    expect(said).toContain('product 102 refused: the portal no longer sells it');
  });

  it('answers the build’s figures marked stale, never cached, when the portal cannot be read', async () => {
    fetchAllProducts.mockRejectedValue(new Error('GET products: timed out after 10000 ms'));
    const res = await one('106');
    const figures = {
      id: 106,
      price: 489_000,
      salePrice: null,
      quantity: null,
      vatPercent: 5,
      stale: true,
      asOf: null,
    };
    expect([res.status, await res.json(), res.headers.get('cache-control')]).toEqual([
      200,
      figures,
      'no-store',
    ]);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'error', event: 'offers', outcome: 'failed' }),
    );
  });

  it('marks the copy’s figures stale once two reads were missed', async () => {
    expect((await (await one('101')).json()).stale).toBeUndefined();
    fetchAllProducts.mockRejectedValue(new Error('portal down'));
    vi.setSystemTime(Date.now() + 11 * 60_000);
    const res = await one('101');
    expect([await res.json(), res.headers.get('cache-control')]).toEqual([
      { ...offer101, stale: true, asOf: '2026-11-28T10:00:00.000Z' },
      'no-store',
    ]);
  });

  it('refuses more than 100 ids, or anything but ids, with 400', async () => {
    expect(
      (await many(`?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`)).status,
    ).toBe(400);
    expect(await (await many('?ids=1,x')).json()).toEqual({
      error: 'Product ids are whole numbers above 0',
    });
    expect((await many('')).status).toBe(400);
  });

  it("limits each client's share, saying when to come back in the page's language", async () => {
    const from = (address: string, lang = 'en') =>
      callRoute(single.GET, {
        url: `http://shop.test/api/live/101?lang=${lang}`,
        params: { id: '101' },
        clientAddress: address,
      });
    for (let i = 0; i < 240; i++) expect((await from('10.9.0.1')).status).toBe(200);
    const limited = await from('10.9.0.1', 'ar');
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toMatch(/^طلبات كثيرة جدًا/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await from('10.9.0.2')).status).toBe(200);
  });

  it('answers HEAD like GET, and other methods with 405', async () => {
    expect((await one('101', 'HEAD')).status).toBe(200);
    const put = await one('101', 'PUT');
    expect([put.status, put.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });
});
