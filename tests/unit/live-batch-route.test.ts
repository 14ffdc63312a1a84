import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLog, type LogLine } from './log-capture';
import { callRoute } from './route-call';

const fetchLiveOffer = vi.fn();
vi.mock('../../src/portal/api', () => ({ fetchLiveOffer }));
vi.mock('../../src/server/portal', () => ({ serverPortal: () => ({}) }));

let route: typeof import('../../src/pages/api/live/index');
const call = (query: string) => callRoute(route.GET, { url: `http://shop.test/api/live${query}` });
const offer = (id: number) => ({ id, price: 24_500, salePrice: null, quantity: 2, vatPercent: 5 });

describe('GET /api/live?ids=', () => {
  let logged: LogLine[];
  beforeEach(async () => {
    vi.resetModules();
    route = await import('../../src/pages/api/live/index');
    logged = captureLog([(await import('../../src/server/log')).logTo]);
    fetchLiveOffer.mockReset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('answers every published id once, and ids this build did not publish as unavailable without asking the portal', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    fetchLiveOffer.mockImplementation(async (_client: unknown, id: number) => offer(id));
    const res = await call('?ids=102,999,101,102');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ offers: [offer(102), offer(101)], unavailable: [999], failed: [] });
    expect(res.headers.get('cache-control')).toBe('public, max-age=30');
    expect(fetchLiveOffer.mock.calls.map(([, id]) => id).sort()).toEqual([101, 102]);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'warn', event: 'live', productIds: [999], reason: 'not-published', msg: 'products 999 refused: not published by this build' }),
    );
  });

  it('lists a product whose read failed as failed, and keeps nothing of that answer', async () => {
    fetchLiveOffer.mockImplementation(async (_client: unknown, id: number) => {
      if (id === 102) throw new Error('GET products/view/102: HTTP 500 (empty body)');
      return offer(id);
    });
    const res = await call('?ids=101,102');
    expect(await res.json()).toEqual({ offers: [offer(101)], unavailable: [], failed: [102] });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses malformed lists and more than 100 ids', async () => {
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    for (const query of ['', '?ids=', '?ids=1,x', '?ids=1,,2', '?ids=-4', `?ids=${many}`]) expect((await call(query)).status, query).toBe(400);
    expect(await (await call(`?ids=${many}`)).json()).toEqual({ error: 'At most 100 product ids at once' });
    expect(await (await call('?ids=1,x')).json()).toEqual({ error: 'Product ids are whole numbers above 0' });
    expect(await (await call('?ids=1,1,1')).json()).toMatchObject({ unavailable: [1] });
    expect(fetchLiveOffer).not.toHaveBeenCalled();
  });
});
