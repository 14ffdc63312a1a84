import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from './memory-store';

describe('createMemoryStore', () => {
  afterEach(() => vi.useRealTimers());

  it('expires each record after its own ttl', async () => {
    vi.useFakeTimers({ now: 0 });
    const store = createMemoryStore();
    await store.set('idempotency:short', 1, 5_000);
    await store.set('idempotency:long', 2, 60_000);
    vi.advanceTimersByTime(4_999);
    expect([await store.get('idempotency:short'), await store.get('idempotency:long')]).toEqual([
      1, 2,
    ]);
    vi.advanceTimersByTime(1);
    expect([await store.get('idempotency:short'), await store.get('idempotency:long')]).toEqual([
      null,
      2,
    ]);
  });

  it('claims a key only while no live record holds it', async () => {
    vi.useFakeTimers({ now: 0 });
    const store = createMemoryStore();
    expect(await store.claim('idempotency:k', 'first', 1_000)).toBe(true);
    expect(await store.claim('idempotency:k', 'second', 1_000)).toBe(false);
    expect(await store.get('idempotency:k')).toBe('first');
    vi.advanceTimersByTime(1_000);
    expect(await store.claim('idempotency:k', 'third', 1_000)).toBe(true);
    await store.remove('idempotency:k');
    expect(await store.claim('idempotency:k', 'fourth', 1_000)).toBe(true);
  });

  it('holds a lease for one holder: no other can renew or release it until it is released or runs out', async () => {
    vi.useFakeTimers({ now: 0 });
    const store = createMemoryStore();
    expect(await store.claim('settling:k', 'a', 1_000)).toBe(true);
    expect(await store.claim('settling:k', 'b', 1_000)).toBe(false);
    expect(await store.renew('settling:k', 'b', 1_000)).toBe(false);
    await store.release('settling:k', 'b');
    vi.advanceTimersByTime(900);
    expect(await store.renew('settling:k', 'a', 1_000)).toBe(true);
    vi.advanceTimersByTime(900);
    expect(await store.get('settling:k')).toBe('a');
    vi.advanceTimersByTime(100);
    expect(await store.claim('settling:k', 'b', 1_000)).toBe(true);
    expect(await store.renew('settling:k', 'a', 1_000)).toBe(false);
    await store.release('settling:k', 'a');
    expect(await store.get('settling:k')).toBe('b');
    await store.release('settling:k', 'b');
    expect(await store.claim('settling:k', 'a', 1_000)).toBe(true);
  });

  it('takes at most the limit of uses in any sliding window: a use frees its place a window later', async () => {
    vi.useFakeTimers({ now: 0 });
    const store = createMemoryStore();
    for (let i = 0; i < 3; i++) {
      expect(await store.take('budget:live', 3, 60_000)).toEqual({
        taken: true,
        msUntilFree: 0,
        used: i + 1,
      });
      vi.advanceTimersByTime(20_000);
    }
    // 60 s: the first use leaves the window exactly now.
    expect(await store.take('budget:live', 3, 60_000)).toEqual({
      taken: true,
      msUntilFree: 0,
      used: 3,
    });
    vi.advanceTimersByTime(1_000);
    expect(await store.take('budget:live', 3, 60_000)).toEqual({
      taken: false,
      msUntilFree: 19_000,
      used: 3,
    });
    vi.advanceTimersByTime(19_000);
    expect((await store.take('budget:live', 3, 60_000)).taken).toBe(true);
  });

  it('counts hits in a window that starts with the first and does not move with the others', async () => {
    vi.useFakeTimers({ now: 0 });
    const store = createMemoryStore();
    expect(await store.hit('throttle:a', 10_000)).toEqual({ count: 1, msLeft: 10_000 });
    vi.advanceTimersByTime(4_000);
    expect(await store.hit('throttle:a', 10_000)).toEqual({ count: 2, msLeft: 6_000 });
    vi.advanceTimersByTime(6_000);
    expect(await store.hit('throttle:a', 10_000)).toEqual({ count: 1, msLeft: 10_000 });
  });

  it('holds at most its number of entries per kind, dropping the least recently written', async () => {
    const store = createMemoryStore({ idempotency: 3 });
    for (const key of ['a', 'b', 'c']) await store.set(`idempotency:${key}`, key, 60_000);
    await store.set('idempotency:a', 'a again', 60_000);
    await store.set('idempotency:d', 'd', 60_000);
    expect(
      await Promise.all(['a', 'b', 'c', 'd'].map((key) => store.get(`idempotency:${key}`))),
    ).toEqual(['a again', null, 'c', 'd']);
  });

  it('keeps order records apart from throttle counts, so a flood of clients cannot push them out', async () => {
    const store = createMemoryStore();
    await store.set('idempotency:order:key-0001', { state: 'pending', digest: 'd' }, 86_400_000);
    for (let i = 0; i < 50_001; i++)
      await store.hit(`throttle:order:10.0.${i >> 8}.${i & 255}`, 600_000);
    expect(await store.get('idempotency:order:key-0001')).toEqual({
      state: 'pending',
      digest: 'd',
    });
    expect((await store.hit('throttle:order:10.0.0.0', 600_000)).count).toBe(1);
  });
});
