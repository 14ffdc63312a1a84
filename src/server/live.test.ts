import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveOffer } from '../domain/live-offer';
import { cacheControl, createLiveOfferSource } from './live';

const offer = (id: number): LiveOffer => ({ id, price: 24_500, salePrice: null, quantity: 3, vatPercent: 5 });

describe('createLiveOfferSource', () => {
  afterEach(() => vi.useRealTimers());

  it('shares one portal read among concurrent lookups and keeps an offer for ttlMs', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const fetch = vi.fn(async (id: number) => offer(id));
    const source = createLiveOfferSource({ fetch, ttlMs: 30_000 });
    const answers = await Promise.all([source.one(7), source.one(7), source.one(7)]);
    expect(answers.map((a) => a.offer)).toEqual([offer(7), offer(7), offer(7)]);
    expect(answers[0]?.freshUntil).toBe(1_030_000);
    vi.setSystemTime(1_029_999);
    await source.one(7);
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1_030_000);
    await source.one(7);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never keeps a failure or a "no such product"', async () => {
    const failure = new Error('GET products/view/7: timed out after 10000 ms');
    const fetch = vi.fn<(id: number) => Promise<LiveOffer | null>>().mockRejectedValueOnce(failure).mockResolvedValueOnce(null).mockResolvedValue(offer(7));
    const onFailure = vi.fn();
    const source = createLiveOfferSource({ fetch, onFailure });
    await expect(source.one(7)).rejects.toBe(failure);
    expect(onFailure).toHaveBeenCalledWith(7, failure);
    expect((await source.one(7)).offer).toBeNull();
    expect((await source.one(7)).offer).toEqual(offer(7));
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('says how long a batch of offers stays fresh: as long as its oldest offer', async () => {
    vi.useFakeTimers({ now: 0 });
    const source = createLiveOfferSource({ fetch: async (id) => offer(id), ttlMs: 30_000 });
    await source.one(1);
    vi.setSystemTime(5_000);
    expect(await source.many([2, 1])).toEqual({ offers: [offer(2), offer(1)], unavailable: [], failed: [], freshUntil: 30_000 });
  });

  it('holds at most maxEntries offers', async () => {
    const fetch = vi.fn(async (id: number) => offer(id));
    const source = createLiveOfferSource({ fetch, maxEntries: 2 });
    for (const id of [1, 2, 3]) await source.one(id);
    await source.one(3);
    await source.one(1);
    expect(fetch.mock.calls.map(([id]) => id)).toEqual([1, 2, 3, 1]);
  });

  it('reads a batch a few at a time, and gives up on what is not answered by the deadline', async () => {
    vi.useFakeTimers({ now: 0 });
    let inFlight = 0;
    let most = 0;
    const fetch = vi.fn(async (id: number) => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      inFlight--;
      if (id === 4) throw new Error('HTTP 500 (empty body)');
      return id === 5 ? null : offer(id);
    });
    const source = createLiveOfferSource({ fetch, batchConcurrency: 3, deadlineMs: 2_500, ttlMs: 30_000 });
    const batch = source.many([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await vi.advanceTimersByTimeAsync(2_500);
    // Product 5 ("no such product", read at 1 s) is not kept, so the batch is fresh no longer than that.
    expect(await batch).toEqual({ offers: [offer(1), offer(2), offer(3), offer(6)], unavailable: [5], failed: [4, 7, 8, 9], freshUntil: 1_000 });
    expect(most).toBe(3);
  });
});

describe('cacheControl', () => {
  it('lets browsers keep an answer no longer than the server does', () => {
    expect(cacheControl(31_000, 1_000)).toEqual({ 'Cache-Control': 'public, max-age=30' });
    expect(cacheControl(1_500, 1_000)).toEqual({ 'Cache-Control': 'no-store' });
    expect(cacheControl(Infinity, 1_000)).toEqual({ 'Cache-Control': 'no-store' });
  });
});
