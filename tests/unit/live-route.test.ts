import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeMetricsRegistry } from '../../src/server/metrics';
import { captureLog, type LogLine } from './log-capture';
import { callRoute } from './route-call';

const fetchLiveOffer = vi.fn();
vi.mock('../../src/portal/api', () => ({ fetchLiveOffer }));
vi.mock('../../src/server/portal', () => ({ serverPortal: () => ({}) }));

let route: typeof import('../../src/pages/api/live/[id]');
const call = (id: string, method = 'GET') => callRoute(method === 'GET' ? route.GET : route.ALL, { method, url: `http://shop.test/api/live/${id}`, params: { id } });
/** The live-cache lookups counted so far, by result. */
async function liveCacheCounts(): Promise<{ hit: number; miss: number }> {
  const metric = await routeMetricsRegistry().getSingleMetric('shop_live_cache_lookups_total')?.get();
  const count = (result: string) => metric?.values.find((v) => v.labels.result === result)?.value ?? 0;
  return { hit: count('hit'), miss: count('miss') };
}
const offer = { id: 101, price: 24_500, salePrice: 21_990, quantity: 4, vatPercent: 5 };

describe('GET /api/live/{id}', () => {
  let logged: LogLine[];
  const said = (level: string) => logged.filter((line) => line.level === level && line.event === 'live').map((line) => line.msg);
  beforeEach(async () => {
    vi.resetModules();
    route = await import('../../src/pages/api/live/[id]');
    logged = captureLog([(await import('../../src/server/log')).logTo]);
    fetchLiveOffer.mockReset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('answers with the current offer of a published product, read in the browse lane', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    fetchLiveOffer.mockResolvedValue(offer);
    const res = await call('101');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(offer);
    expect(res.headers.get('cache-control')).toBe('public, max-age=30');
    expect(fetchLiveOffer).toHaveBeenCalledWith(expect.anything(), 101, expect.objectContaining({ lane: 'browse' }));
  });

  it('refuses unknown and malformed ids without calling the portal, saying why in the log', async () => {
    for (const id of ['999', '0', '-1', 'abc', '101.5', '0101']) expect((await call(id)).status, id).toBe(404);
    expect(fetchLiveOffer).not.toHaveBeenCalled();
    expect(said('warn')).toContain('product 999 refused: not published by this build');
    expect(said('warn')).toContain('"abc" refused: not a product id');
  });

  it('asks the portal once per product while its offer is fresh (30 s)', async () => {
    vi.useFakeTimers({ now: 0 });
    fetchLiveOffer.mockResolvedValue(offer);
    const lookups = await liveCacheCounts();
    await Promise.all([call('101'), call('101'), call('101')]);
    vi.setSystemTime(29_999);
    expect((await call('101')).headers.get('cache-control')).toBe('no-store');
    expect(fetchLiveOffer).toHaveBeenCalledTimes(1);
    // Counted for the metrics: the first lookup went to the portal, the other three were the cache's.
    expect(await liveCacheCounts()).toEqual({ hit: lookups.hit + 3, miss: lookups.miss + 1 });
    vi.setSystemTime(30_000);
    await call('101');
    expect(fetchLiveOffer).toHaveBeenCalledTimes(2);
  });

  it('says 404 only when the portal says the product is gone, logs why, and asks again next time', async () => {
    fetchLiveOffer.mockImplementationOnce(async (_client: unknown, _id: number, { onWarning }: { onWarning: (line: string) => void }) => {
      onWarning('product 102 cannot be sold: no price above 0');
      return null;
    });
    expect((await call('102')).status).toBe(404);
    expect(said('warn')).toContain('product 102 refused: product 102 cannot be sold: no price above 0');
    fetchLiveOffer.mockResolvedValueOnce({ ...offer, id: 102 });
    expect((await call('102')).status).toBe(200);
  });

  it('says 502 when the portal fails, logs it, keeps nothing and tries again next time', async () => {
    fetchLiveOffer.mockRejectedValueOnce(new Error('GET products/view/102: timed out after 10000 ms'));
    const failed = await call('102');
    expect([failed.status, await failed.json(), failed.headers.get('cache-control')]).toEqual([502, { error: 'Live price unavailable' }, 'no-store']);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'error', event: 'live', productId: 102, outcome: 'unavailable', msg: 'GET products/view/102: timed out after 10000 ms' }),
    );
    fetchLiveOffer.mockResolvedValueOnce({ ...offer, id: 102, quantity: 0 });
    expect((await call('102')).status).toBe(200);
  });

  it('beyond the portal budget answers the last figures known, marked stale and never cached, and 503s a product never read', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    vi.stubEnv('PORTAL_LIVE_BUDGET_PER_MINUTE', '1');
    vi.resetModules();
    route = await import('../../src/pages/api/live/[id]');
    fetchLiveOffer.mockImplementation(async (_client: unknown, id: number) => ({ ...offer, id }));
    expect(await (await call('101')).json()).toEqual(offer);
    vi.setSystemTime(31_000);
    const stale = await call('101');
    expect([stale.status, await stale.json(), stale.headers.get('cache-control')]).toEqual([200, { ...offer, stale: true }, 'no-store']);
    const never = await call('102');
    expect([never.status, await never.json(), never.headers.get('retry-after')]).toEqual([503, { error: 'Live price unavailable' }, '29']);
    expect(fetchLiveOffer).toHaveBeenCalledTimes(1);
    vi.unstubAllEnvs();
  });

  it("limits each client's share, saying when to come back in the page's language", async () => {
    fetchLiveOffer.mockResolvedValue(offer);
    const from = (address: string, lang = 'en') => callRoute(route.GET, { url: `http://shop.test/api/live/101?lang=${lang}`, params: { id: '101' }, clientAddress: address });
    for (let i = 0; i < 240; i++) expect((await from('10.9.0.1')).status).toBe(200);
    const limited = await from('10.9.0.1', 'ar');
    const seconds = limited.headers.get('retry-after');
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toMatch(/^طلبات كثيرة جدًا/);
    expect(Number(seconds)).toBeGreaterThan(0);
    expect((await from('10.9.0.2')).status).toBe(200);
  });

  it('answers HEAD like GET, and other methods with 405', async () => {
    fetchLiveOffer.mockResolvedValue(offer);
    expect((await call('101', 'HEAD')).status).toBe(200);
    const put = await call('101', 'PUT');
    expect([put.status, put.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });
});
