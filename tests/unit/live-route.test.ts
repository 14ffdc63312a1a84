import { beforeEach, describe, expect, it, vi } from 'vitest';

const fetchLiveOffer = vi.fn();
vi.mock('../../src/portal/api', () => ({ fetchLiveOffer }));
vi.mock('../../src/server/portal', () => ({ serverPortal: () => ({}) }));

const { GET } = await import('../../src/pages/api/live/[id]');
const call = (id: string) => GET({ params: { id } } as unknown as Parameters<typeof GET>[0]) as Promise<Response>;

describe('GET /api/live/{id}', () => {
  beforeEach(() => fetchLiveOffer.mockReset());

  it('answers with the current offer of a published product', async () => {
    fetchLiveOffer.mockResolvedValue({ price: 24_500, salePrice: 21_990, quantity: 4 });
    const res = await call('101');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 101, price: 24_500, salePrice: 21_990, quantity: 4 });
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('refuses unknown and malformed ids without calling the portal', async () => {
    for (const id of ['999', '0', '-1', 'abc', '101.5']) expect((await call(id)).status).toBe(404);
    expect(fetchLiveOffer).not.toHaveBeenCalled();
  });

  it('asks the portal at most once a minute per product', async () => {
    fetchLiveOffer.mockResolvedValue({ price: 100, salePrice: null, quantity: 1 });
    await Promise.all([call('102'), call('102'), call('102')]);
    expect(fetchLiveOffer).toHaveBeenCalledTimes(1);
  });

  it('says 502 when the portal fails, and tries again next time', async () => {
    const flaky = '102';
    vi.useFakeTimers({ now: Date.now() + 120_000 });
    fetchLiveOffer.mockRejectedValueOnce(new Error('GET products/view/102: timed out after 10000 ms'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await call(flaky)).status).toBe(502);
    fetchLiveOffer.mockResolvedValueOnce({ price: 100, salePrice: null, quantity: 0 });
    expect((await call(flaky)).status).toBe(200);
    vi.useRealTimers();
  });
});
