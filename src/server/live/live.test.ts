import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveOffer } from '../../domain/live/live-offer';
import { PortalError } from '../../portal/errors';
import { cacheControl, createLiveOfferSource, LiveUnavailableError } from './live';
import { createMemoryStore } from '../memory-store';
import { createPortalBudget } from './portal-budget';
import { StoreUnavailableError } from '../route-store';

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

  it('starts no lookup of a batch past its deadline', async () => {
    vi.useFakeTimers({ now: 0 });
    const fetch = vi.fn(async (id: number) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return offer(id);
    });
    const source = createLiveOfferSource({ fetch, batchConcurrency: 2, deadlineMs: 1_500 });
    const batch = source.many([1, 2, 3, 4, 5]);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await batch).toMatchObject({ offers: [offer(1), offer(2)], failed: [3, 4, 5] });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetch.mock.calls.map(([id]) => id)).toEqual([1, 2, 3, 4]);
  });
});

describe('the live routes\' portal budget', () => {
  afterEach(() => vi.useRealTimers());

  it('makes at most the budget of portal calls a minute, then answers the last figures known, marked stale, and 503s a product never read', async () => {
    vi.useFakeTimers({ now: 0 });
    const fetch = vi.fn(async (id: number) => offer(id));
    const source = createLiveOfferSource({ fetch, ttlMs: 1_000, budget: createPortalBudget(createMemoryStore(), 3) });
    for (const id of [1, 2, 3]) expect((await source.one(id)).offer).toEqual(offer(id));
    vi.setSystemTime(20_000);
    const stale = await source.one(1);
    expect(stale).toEqual({ offer: { ...offer(1), stale: true }, freshUntil: 20_000 });
    const never = await source.one(4).catch((error: unknown) => error);
    expect(never).toBeInstanceOf(LiveUnavailableError);
    // The first call leaves the minute at 60 s.
    expect((never as LiveUnavailableError).retryAfterMs).toBe(40_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    // A stale answer is not kept: once the budget has room, the portal is asked again.
    vi.setSystemTime(60_000);
    expect((await source.one(1)).offer).toEqual(offer(1));
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('shares the budget between sources on one store (instances on one Redis)', async () => {
    const store = createMemoryStore();
    const fetch = vi.fn(async (id: number) => offer(id));
    const sources = [1, 2, 3].map(() => createLiveOfferSource({ fetch, budget: createPortalBudget(store, 5) }));
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => (sources[i % 3]?.one(100 + i) ?? Promise.reject(new Error('no source'))).catch((e: unknown) => e)));
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(answers.filter((a) => a instanceof LiveUnavailableError)).toHaveLength(7);
  });

  it('keeps to the budget in this process while the shared store cannot be reached', async () => {
    const unreachable = () => Promise.reject(new StoreUnavailableError('Redis at SHOP_STORAGE_REDIS_URL cannot be reached'));
    const fetch = vi.fn(async (id: number) => offer(id));
    const source = createLiveOfferSource({ fetch, budget: createPortalBudget(unreachable, 2) });
    const answers = await Promise.all([1, 2, 3].map((id) => source.one(id).catch((e: unknown) => e)));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(answers[2]).toBeInstanceOf(LiveUnavailableError);
  });

  it("honours the portal's Retry-After: no call until it has passed, the last figures meanwhile", async () => {
    vi.useFakeTimers({ now: 0 });
    const busy = new PortalError({ kind: 'http', endpoint: 'GET products/view/2', status: 429, detail: 'Too many requests', retryAfterMs: 5_000 });
    const fetch = vi.fn<(id: number) => Promise<LiveOffer | null>>().mockResolvedValueOnce(offer(1)).mockRejectedValueOnce(busy).mockResolvedValue(offer(2));
    const source = createLiveOfferSource({ fetch, ttlMs: 100 });
    await source.one(1);
    vi.setSystemTime(1_000);
    await expect(source.one(2)).rejects.toMatchObject({ name: 'LiveUnavailableError', retryAfterMs: 5_000 });
    expect((await source.one(1)).offer).toEqual({ ...offer(1), stale: true });
    expect(await source.many([1, 2])).toMatchObject({ offers: [{ ...offer(1), stale: true }], failed: [2], retryAfterMs: 5_000 });
    expect(fetch).toHaveBeenCalledTimes(2);
    vi.setSystemTime(6_000);
    expect((await source.one(2)).offer).toEqual(offer(2));
  });
});

describe('cacheControl', () => {
  it('lets browsers keep an answer no longer than the server does', () => {
    expect(cacheControl(31_000, 1_000)).toEqual({ 'Cache-Control': 'public, max-age=30' });
    expect(cacheControl(1_500, 1_000)).toEqual({ 'Cache-Control': 'no-store' });
    expect(cacheControl(Infinity, 1_000)).toEqual({ 'Cache-Control': 'no-store' });
  });
});
